import { messages } from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { navigateToUrl } from 'single-spa';

/** The 404 page (spec 01 section 2.1); `toMainPage` replaces the in-app navigation when single-spa is not running. */
export function NotFoundPage({ toMainPage = () => navigateToUrl('/') }: { toMainPage?: () => void }) {
  return (
    <Page $narrow data-testid="not-found-page">
      <h1>{messages.notFoundPage.title}</h1>
      <p>{messages.notFoundPage.body}</p>
      <Button type="button" onClick={toMainPage}>
        {messages.notFoundPage.action}
      </Button>
    </Page>
  );
}
