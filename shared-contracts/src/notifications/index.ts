export * from './activity-types';
export * from './notification';
export * from './notification-types';
