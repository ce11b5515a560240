export * from './age-range';
export * from './design-constants';
