export * from './payment-provider-connection';
export * from './simulated-card';
export * from './cards';
