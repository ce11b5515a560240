import { endpoints, type ProgramTab } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { programKeys } from '../program-data';
import type { ProgramFilter } from './saved-program-filter';

/**
 * GET coach/plans for one tab and filter; the previous list stays on screen while the next loads. Asked for
 * as the page first renders: the page waits for its tabs' and filters' code (fetched on first use), and a
 * query starts only once a render is committed, so the list used to be asked for after all of that code
 * had come, one wait after the other.
 */
export function useProgramList(tab: ProgramTab, filter: ProgramFilter) {
  const { api } = usePlatform();
  const query = {
    tab,
    sort: filter.sort,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.planType ? { plan_type: filter.planType } : {}),
  };
  const list = {
    queryKey: programKeys.list(query),
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      api.request(endpoints.listPrograms, { query, signal, quiet: true }),
  };
  usePrefetchQuery(list);
  return useQuery({ ...list, placeholderData: keepPreviousData });
}
