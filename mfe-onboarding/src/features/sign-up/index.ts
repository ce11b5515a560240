export { SignUpPage, roleOfSignUpPath } from './components/sign-up-page';
