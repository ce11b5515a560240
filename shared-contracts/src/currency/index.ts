export * from './currencies';
export * from './exchange';
