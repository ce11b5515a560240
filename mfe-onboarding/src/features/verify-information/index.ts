export { BirthdateField } from './components/birthdate-field';
export { VerifyInformationPage } from './components/verify-information-page';
