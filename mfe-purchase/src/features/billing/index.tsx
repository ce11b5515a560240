import { lazyPage } from '@coachforge/ui';

// The billing pages are fetched when opened (decision 0243).
export const BillingHistoryPage = lazyPage(
  async () => (await import(/* webpackChunkName: "billing" */ './billing-history-page')).BillingHistoryPage,
);
export const PaymentMethodsPage = lazyPage(
  async () => (await import(/* webpackChunkName: "billing" */ './payment-methods-page')).PaymentMethodsPage,
);
export const PurchasesPage = lazyPage(
  async () => (await import(/* webpackChunkName: "billing" */ './purchases-page')).PurchasesPage,
);
export { useCountries } from './use-cards';
