export { CoachesPage } from './coaches-page';
