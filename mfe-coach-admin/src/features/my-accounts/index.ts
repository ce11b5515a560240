export { MyAccountsPage } from './my-accounts-page';
