export { ProgramDetails, ProgramWaiver } from './program-details';
export { ProgramViewPage, type ProgramViewRoute } from './program-view-page';
