import { DESCRIPTION_LINK_ATTRIBUTES, DESCRIPTION_TAGS } from '@coachforge/contracts';
import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** Cleans HTML for display. The API sanitises on the way in; this keeps the page safe whatever it holds. */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: [...DESCRIPTION_TAGS],
    ALLOWED_ATTR: [...DESCRIPTION_LINK_ATTRIBUTES],
  });
}

/** Rich text from the API (a program's description), rendered only after sanitising. */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
