export * from './account-access';
export * from './account-state';
