export { AcceptInvitationPage, AthleteInvitationPage } from './components/invitation-pages';
