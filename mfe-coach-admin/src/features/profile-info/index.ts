export { ProfileInfoPage } from './profile-info-page';
