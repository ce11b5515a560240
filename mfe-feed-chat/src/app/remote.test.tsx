import { namedRoutes, routePath, routesOwnedBy, type RouteName } from '@coachforge/contracts';
import { RemoteRoutes } from '@coachforge/remote-kit';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen } from '@testing-library/react';
import { definition } from './remote';

/** A URL of the route with every parameter filled in (optional ones left out). */
const urlOf = (route: RouteName) =>
  routePath(
    route,
    Object.fromEntries(
      [...namedRoutes[route].path.replace(/\{[^}]*\}/g, '').matchAll(/:(\w+)/g)].map(([, param]) => [
        param,
        '1',
      ]),
    ),
  );

test.each(routesOwnedBy('feed_chat'))('the feed and chat remote answers %s', (route) => {
  renderWithPlatform(<RemoteRoutes {...definition} />, { me: fakeMe(), route: urlOf(route) });
  expect(screen.getByTestId('feed_chat-page')).toHaveAttribute('data-route', route);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(namedRoutes[route].title);
});
