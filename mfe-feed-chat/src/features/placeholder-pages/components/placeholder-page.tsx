import { messages, namedRoutes, type RouteName } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';

/** Stands where the route's screen will be, and says so plainly, so nobody mistakes it for the real page. */
export function PlaceholderPage({ route }: { route: RouteName }) {
  const { title } = namedRoutes[route];
  return (
    <Page data-testid="feed_chat-page" data-route={route}>
      <h1>{title}</h1>
      <p>{messages.shell.notBuiltYet(title)}</p>
    </Page>
  );
}
