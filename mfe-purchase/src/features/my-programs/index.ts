export { MyProgramsPage, type MyProgramsRoute } from './my-programs-page';
export { ManageSubscription } from './manage-subscription';
