import { endpoints, type ProgramTab } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { programKeys } from '../program-data';
import type { ProgramFilter } from './saved-program-filter';

/** GET coach/plans for one tab and filter; the previous list stays on screen while the next loads. */
export function useProgramList(tab: ProgramTab, filter: ProgramFilter) {
  const { api } = usePlatform();
  const query = {
    tab,
    sort: filter.sort,
    ...(filter.q.trim() ? { q: filter.q.trim() } : {}),
    ...(filter.planType ? { plan_type: filter.planType } : {}),
  };
  return useQuery({
    queryKey: programKeys.list(query),
    queryFn: ({ signal }) => api.request(endpoints.listPrograms, { query, signal, quiet: true }),
    placeholderData: keepPreviousData,
  });
}
