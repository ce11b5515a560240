export { ConfirmationPage } from './components/confirmation-page';
