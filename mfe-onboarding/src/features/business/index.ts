export {
  BusinessSetupPage,
  CreateAccountPage,
  CreateTeamPage,
  SetupTeamPage,
} from './components/business-pages';
