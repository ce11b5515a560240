import { lazyPart } from '@coachforge/ui';
import { PageLoading } from '../../components/page-loading';

// The billing pages are fetched when opened (decision 0243).
export const BillingHistoryPage = lazyPart(
  async () => (await import(/* webpackChunkName: "billing" */ './billing-history-page')).BillingHistoryPage,
  '320px',
  { fallback: <PageLoading /> },
);
export const PaymentMethodsPage = lazyPart(
  async () => (await import(/* webpackChunkName: "billing" */ './payment-methods-page')).PaymentMethodsPage,
  '320px',
  { fallback: <PageLoading /> },
);
export const PurchasesPage = lazyPart(
  async () => (await import(/* webpackChunkName: "billing" */ './purchases-page')).PurchasesPage,
  '320px',
  { fallback: <PageLoading /> },
);
export { useCountries } from './use-cards';
