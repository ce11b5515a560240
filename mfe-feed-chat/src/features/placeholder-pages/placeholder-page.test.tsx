import { messages, namedRoutes, routesOwnedBy } from '@coachforge/contracts';
import { renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen } from '@testing-library/react';
import { PlaceholderPage } from './components/placeholder-page';

test('a page not built yet shows its route’s title and says it is coming', () => {
  const [route] = routesOwnedBy('feed_chat');
  renderWithPlatform(<PlaceholderPage route={route!} />);
  const { title } = namedRoutes[route!];
  expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
  expect(screen.getByText(messages.shell.notBuiltYet(title))).toBeInTheDocument();
});
