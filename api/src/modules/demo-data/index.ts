export { demoAccounts, seedDemoAccounts } from './demo-accounts';
