export { BillingHistoryPage } from './billing-history-page';
export { PaymentMethodsPage } from './payment-methods-page';
export { PurchasesPage } from './purchases-page';
export { useCountries } from './use-cards';
