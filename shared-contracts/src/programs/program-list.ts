import type { Program } from './program';

/**
 * The tabs of the programs list (spec 02 section 2): active (every program not archived; active/ready is
 * the same list with a welcome popup) and attention (drafts, paid programs without a live price, and
 * programs with a client whose payment failed). `archived` lists the archived ones.
 */
export const programTabs = ['active', 'attention', 'archived'] as const;
export type ProgramTab = (typeof programTabs)[number];

export const programSorts = [
  'created_at desc',
  'created_at asc',
  'title asc',
  'title desc',
  'clients desc',
] as const;
export type ProgramSort = (typeof programSorts)[number];
export const DEFAULT_PROGRAM_SORT: ProgramSort = 'created_at desc';

/** Query of GET coach/plans. */
export interface ProgramListQuery {
  tab?: ProgramTab;
  /** Words of the title. */
  q?: string;
  sort?: ProgramSort;
  plan_type?: string;
}

export interface ProgramList {
  items: Program[];
  total: number;
}
