export {
  prefetchProgramList,
  programListQuery,
  programTabOf,
  type ProgramListRoute,
} from './program-list-query';
export { EMPTY_FILTER, readSavedFilter, saveFilter, type ProgramFilter } from './saved-program-filter';
