export * from './public-plan';
export * from './membership-state';
export * from './purchase-requests';
export * from './billing-periods';
export * from './my-programs';
export * from './billing-history';
export * from './money';
export * from './receipt';
