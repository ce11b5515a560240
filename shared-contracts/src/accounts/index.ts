export * from './account-access';
export * from './account-state';
export * from './subscription-warning';
