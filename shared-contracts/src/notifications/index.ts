export * from './activity-types';
export * from './notification';
export * from './notification-types';
export * from './notification-target';
