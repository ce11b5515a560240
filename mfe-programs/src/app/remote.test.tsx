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

test.each(routesOwnedBy('programs'))('the programs remote answers %s', (route) => {
  renderWithPlatform(<RemoteRoutes {...definition} />, { me: fakeMe(), route: urlOf(route) });
  expect(screen.getByTestId('programs-page')).toHaveAttribute('data-route', route);
  // Routes that open with a dialog (the welcome popup, the type chooser) keep their page heading beneath it.
  expect(screen.getByRole('heading', { level: 1, hidden: true })).toHaveTextContent(namedRoutes[route].title);
});
