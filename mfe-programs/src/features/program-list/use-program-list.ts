import type { ProgramTab } from '@coachforge/contracts';
import { usePlatform } from '@coachforge/remote-kit';
import { keepPreviousData, usePrefetchQuery, useQuery } from '@tanstack/react-query';
import { programListQuery, type ProgramFilter } from '../program-list-data';

/**
 * GET coach/plans for one tab and filter; the previous list stays on screen while the next loads. Asked for
 * as the page first renders: the page waits for its tabs' and filters' code (fetched on first use), and a
 * query starts only once a render is committed, so the list used to be asked for after all of that code
 * had come, one wait after the other. When the remote starts at the list, it is asked for even before the
 * page's code arrives (`prefetchProgramList`), and this finds it on its way.
 */
export function useProgramList(tab: ProgramTab, filter: ProgramFilter) {
  const { api } = usePlatform();
  const list = programListQuery(api, tab, filter);
  usePrefetchQuery(list);
  return useQuery({ ...list, placeholderData: keepPreviousData });
}
