export { VerifyInformationPage } from './components/verify-information-page';
