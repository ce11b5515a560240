export * from './age-range';
export * from './design-constants';
export * from './display-dates';
export * from './filter-definition';
export * from './colour';
