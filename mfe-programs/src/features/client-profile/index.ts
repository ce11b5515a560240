export { ClientProfilePage, type ClientProfileRoute } from './client-profile-page';
