export { ProgramListPage } from './program-list-page';
