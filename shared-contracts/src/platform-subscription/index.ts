export * from './platform-plans';
export * from './proration';
export * from './plan-changes';
export * from './platform-billing';
export * from './platform-plan-status';
