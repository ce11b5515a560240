import { routesOwnedBy } from '@coachforge/contracts';
import { createRemote } from '@coachforge/remote-kit';
import { PlaceholderPage } from '../features/placeholder-pages';

/** The remote's front door (`./app`): every named route the contracts give to 'feed_chat'. */
export const { bootstrap, mount, unmount, definition } = createRemote({
  name: 'feed_chat',
  title: 'Feed and chat',
  routes: routesOwnedBy('feed_chat').map((route) => ({ route, element: <PlaceholderPage route={route} /> })),
});
