export { UpgradeAccountPage } from './upgrade-account-page';
