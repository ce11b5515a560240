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

/** Routes that share one address (billing_payment and its older name) are answered by the first. */
const routesAt = (route: RouteName) =>
  routesOwnedBy('purchase').filter((other) => namedRoutes[other].path === namedRoutes[route].path);
// Built pages load their data first; the placeholders show their route's title at once.
const built: RouteName[] = ['public_plan', 'plan_purchase_form'];
// Pages with a heading of their own, whatever their route's title.
const titled: RouteName[] = [
  'user_my_plans',
  'user_my_past_plans',
  'user_my_invites_plans',
  'billing_history',
  'billing_purchases',
  'billing_payment',
  'user_billing_payment_methods',
];

test.each(routesOwnedBy('purchase'))('the purchase remote answers %s', (route) => {
  renderWithPlatform(<RemoteRoutes {...definition} />, {
    me: fakeMe(),
    route: urlOf(route),
    request: () => new Promise(() => undefined),
  });
  expect(routesAt(route)).toContain(screen.getByTestId('purchase-page').getAttribute('data-route'));
  if (!built.includes(route) && !titled.includes(route))
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(namedRoutes[route].title);
});
