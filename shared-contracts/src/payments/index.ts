export * from './payment-provider-connection';
export * from './simulated-card';
export * from './cards';
export * from './card-form-parcel';
