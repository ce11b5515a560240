import { messages } from '@coachforge/contracts';
import { Button, Page } from '@coachforge/ui';
import { navigateToUrl } from 'single-spa';

export function NotFoundPage() {
  return (
    <Page $narrow data-testid="not-found-page">
      <h1>{messages.notFoundPage.title}</h1>
      <p>{messages.notFoundPage.body}</p>
      <Button type="button" onClick={() => navigateToUrl('/')}>
        {messages.notFoundPage.action}
      </Button>
    </Page>
  );
}
