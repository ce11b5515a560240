export { TransactionsPage } from './transactions-page';
export { DashboardPayoutsPage } from './dashboard-payouts-page';
