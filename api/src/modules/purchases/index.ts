export { registerPurchasesModule } from './purchases-module';
