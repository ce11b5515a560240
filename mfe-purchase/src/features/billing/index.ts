export { BillingHistoryPage } from './billing-history-page';
