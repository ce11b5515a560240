import type { RouteName } from '@coachforge/contracts';
import type { RemoteRoute } from '@coachforge/remote-kit';
import { prefetchProgramList } from '../features/program-list-data';

/**
 * What a page asks the API for first, asked for as the remote starts at it, beside the page's code (the
 * remote kit's `prefetch`). The programs list is where a coach lands after signing in.
 */
export const prefetches: Partial<Record<RouteName, RemoteRoute['prefetch']>> = {
  my_plans_active: prefetchProgramList('my_plans_active'),
  my_plans_ready: prefetchProgramList('my_plans_ready'),
  my_plans_attention: prefetchProgramList('my_plans_attention'),
  choose_plan_type: prefetchProgramList('choose_plan_type'),
};
