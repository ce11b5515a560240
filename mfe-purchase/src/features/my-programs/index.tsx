import { lazyPart } from '@coachforge/ui';
import { PageLoading } from '../../components/page-loading';

export type { MyProgramsRoute } from './my-programs-page';
/** Fetched when opened (decision 0243). */
export const MyProgramsPage = lazyPart(
  async () => (await import(/* webpackChunkName: "my-programs" */ './my-programs-page')).MyProgramsPage,
  '320px',
  { fallback: <PageLoading /> },
);
export { ManageSubscription } from './manage-subscription';
