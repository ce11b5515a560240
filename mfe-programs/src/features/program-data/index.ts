export { apiErrorText, apiFieldErrors } from './api-field-errors';
export { copy } from './copy';
export { ProgramRoutePage } from './program-route-page';
export { QueryState } from './query-state';
export { programKeys } from './query-keys';
export { usePlanId } from './use-plan-id';
export { usePlanLimits } from './use-plan-limits';
export { useProgram, useStoreProgram } from './use-program';
export { numberOrNull, validateWith } from './validate-with';
export { ClientLimitNotice } from './client-limit-notice';
export { RouteButton } from './route-button';
export {
  folded,
  inLibrarySource,
  LIBRARY_PAGE_SIZE,
  LibraryFilters,
  LibrarySourceSelect,
  type LibrarySource,
} from './library-filters';
