export * from './transactions';
export * from './payouts';
export * from './dashboard';
