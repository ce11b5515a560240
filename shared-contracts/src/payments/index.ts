export * from './payment-provider-connection';
export * from './simulated-card';
