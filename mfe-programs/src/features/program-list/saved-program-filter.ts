import {
  DEFAULT_PROGRAM_SORT,
  PROGRAM_FILTERS_STORAGE_PREFIX,
  planTypes,
  programSorts,
  type PlanType,
  type ProgramSort,
  type ProgramTab,
} from '@coachforge/contracts';

export interface ProgramFilter {
  q: string;
  sort: ProgramSort;
  planType: PlanType | null;
}

export const EMPTY_FILTER: ProgramFilter = { q: '', sort: DEFAULT_PROGRAM_SORT, planType: null };

const keyOf = (tab: ProgramTab) => `${PROGRAM_FILTERS_STORAGE_PREFIX}${tab}`;

/**
 * The filter a coach chose on a tab, kept in this browser under the contracts' prefix so an account
 * switch forgets it. Anything unreadable (edited by hand, an older shape) counts as no filter.
 */
export function readSavedFilter(tab: ProgramTab, storage: Storage = localStorage): ProgramFilter {
  try {
    const saved = JSON.parse(storage.getItem(keyOf(tab)) ?? 'null') as Partial<ProgramFilter> | null;
    if (!saved || typeof saved !== 'object') return EMPTY_FILTER;
    return {
      q: typeof saved.q === 'string' ? saved.q : '',
      sort: programSorts.includes(saved.sort as ProgramSort)
        ? (saved.sort as ProgramSort)
        : DEFAULT_PROGRAM_SORT,
      planType: planTypes.includes(saved.planType as PlanType) ? (saved.planType as PlanType) : null,
    };
  } catch {
    return EMPTY_FILTER;
  }
}

export function saveFilter(tab: ProgramTab, filter: ProgramFilter, storage: Storage = localStorage): void {
  const isEmpty = !filter.q && filter.sort === DEFAULT_PROGRAM_SORT && !filter.planType;
  if (isEmpty) storage.removeItem(keyOf(tab));
  else storage.setItem(keyOf(tab), JSON.stringify(filter));
}
