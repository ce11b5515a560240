export { ACCOUNT_IN_USE_KEY, watchAccountSwitches, type AccountWatch } from './watch-account-switches';
