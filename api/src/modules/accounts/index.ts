export { accountRepository } from './account-repository';
export { registerAccountsModule } from './accounts-module';
export { createBusinessAccountService, type BusinessAccountService } from './business-account-service';
