export { registerBusinessAccountRoutes } from './business-account-routes';
export { createBusinessAccountService, type BusinessAccountService } from './business-account-service';
