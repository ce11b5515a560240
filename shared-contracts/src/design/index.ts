export * from './age-range';
export * from './design-constants';
export * from './display-dates';
