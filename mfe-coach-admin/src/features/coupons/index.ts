export { CouponsPage } from './coupons-page';
