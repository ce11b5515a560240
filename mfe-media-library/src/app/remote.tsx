import { createRemote } from '@coachforge/remote-kit';
import { ResourcesPage } from '../features/resources';

/** The remote's front door (`./app`): the coach's resources pages (spec 01 section 2.3). */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'media_library',
  title: 'Media library',
  routes: [
    { route: 'media_library', element: <ResourcesPage /> },
    { route: 'owner_media_library', element: <ResourcesPage /> },
  ],
});
