export * from './legacy-redirects';
export * from './named-routes';
export * from './onboarding-routes';
export * from './paths';
export * from './route-rules';
