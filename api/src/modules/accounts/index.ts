export { accountRepository } from './account-repository';
export { registerAccountRoutes } from './account-routes';
export { createAccountService, type AccountService } from './account-service';
