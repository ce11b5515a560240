import type { ClientList, ProgramListQuery } from '@coachforge/contracts';

/** One place for the react-query keys of programs, so a change invalidates every view of it. */
export const programKeys = {
  all: ['programs'] as const,
  lists: () => ['programs', 'list'] as const,
  list: (query: ProgramListQuery) => ['programs', 'list', query] as const,
  one: (planId: number) => ['programs', 'one', planId] as const,
  clients: (planId: number, list: ClientList) => ['programs', 'one', planId, 'clients', list] as const,
  accountClients: (list: ClientList) => ['programs', 'account-clients', list] as const,
};
