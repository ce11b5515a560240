export { ACCOUNT_TYPE_CHOICES, SignUpPage, roleOfSignUpPath } from './components/sign-up-page';
