export { ProgramListPage, type ProgramListRoute } from './program-list-page';
