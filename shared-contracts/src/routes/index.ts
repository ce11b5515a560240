export * from './named-routes';
export * from './paths';
