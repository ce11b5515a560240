export { PayoutsPage } from './payouts-page';
