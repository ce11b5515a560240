export { SignInPage } from './components/sign-in-page';
