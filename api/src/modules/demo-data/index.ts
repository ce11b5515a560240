export { demoAccounts, demoBusiness, seedDemoAccounts } from './demo-accounts';
