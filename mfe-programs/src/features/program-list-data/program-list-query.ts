import {
  endpoints,
  type PlatformApi,
  type PlatformContext,
  type ProgramTab,
  type RouteName,
} from '@coachforge/contracts';
import { programKeys } from '../program-data';
import { readSavedFilter, type ProgramFilter } from './saved-program-filter';

export type ProgramListRoute = Extract<
  RouteName,
  'my_plans_active' | 'my_plans_ready' | 'my_plans_attention' | 'choose_plan_type'
>;

/** The tab a programs list route shows: attention has its own route; archived is `?tab=archived`. */
export function programTabOf(route: ProgramListRoute, search: URLSearchParams): ProgramTab {
  if (route === 'my_plans_attention') return 'attention';
  return search.get('tab') === 'archived' ? 'archived' : 'active';
}

/** GET coach/plans for one tab and filter, as react-query asks for it. */
export function programListQuery(api: PlatformApi, tab: ProgramTab, filter: ProgramFilter) {
  const query = {
    tab,
    sort: filter.sort,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.planType ? { plan_type: filter.planType } : {}),
  };
  return {
    queryKey: programKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.request(endpoints.listPrograms, { query, signal, quiet: true }),
  };
}

/**
 * The list a coach opens a programs list route on (their saved filter for its tab), asked for as the
 * remote starts, beside the page's code (the remote kit's `prefetch`).
 */
export const prefetchProgramList =
  (route: ProgramListRoute) =>
  ({ api, queryClient }: PlatformContext, search: URLSearchParams): void => {
    const tab = programTabOf(route, search);
    void queryClient.prefetchQuery(programListQuery(api, tab, readSavedFilter(tab)));
  };
