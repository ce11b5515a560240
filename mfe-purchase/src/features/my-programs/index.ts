export { MyProgramsPage, type MyProgramsRoute } from './my-programs-page';
