export { SuccessPage } from './components/success-page';
