import { lazyPage } from '@coachforge/ui';

export type { MyProgramsRoute } from './my-programs-page';
/** Fetched when opened (decision 0243). */
export const MyProgramsPage = lazyPage(
  async () => (await import(/* webpackChunkName: "my-programs" */ './my-programs-page')).MyProgramsPage,
);
export { ManageSubscription } from './manage-subscription';
