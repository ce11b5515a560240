export { ClientProfilePage } from './components/client-profile-page';
