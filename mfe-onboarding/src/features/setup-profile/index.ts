export { SetupProfileRedirect } from './components/setup-profile-redirect';
