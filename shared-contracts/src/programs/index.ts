export * from './client-status-badge';
export * from './plan-limits';
export * from './plan-types';
export * from './price-option';
export * from './program';
export * from './program-client';
export * from './program-list';
export * from './saved-program-filters';
