import { matchRoute, messages, namedRoutes } from '@coachforge/contracts';
import { Page } from '@coachforge/ui';
import { useEffect, useState } from 'react';

/**
 * Stands where a page of a remote that does not exist yet will appear, and says so plainly, so
 * nobody mistakes it for the real page.
 */
export function PlaceholderPage() {
  const [pathname, setPathname] = useState(window.location.pathname);
  useEffect(() => {
    const update = () => setPathname(window.location.pathname);
    window.addEventListener('single-spa:routing-event', update);
    return () => window.removeEventListener('single-spa:routing-event', update);
  }, []);
  const match = matchRoute(pathname);
  const title = match ? namedRoutes[match.name].title : 'This page';
  return (
    <Page data-testid="placeholder-page">
      <h1>{title}</h1>
      <p>{messages.shell.notBuiltYet(title)}</p>
    </Page>
  );
}
