import DOMPurify from 'dompurify';
import { useMemo } from 'react';

/** The tags a program description may use; everything else is dropped (docs/decisions/0059). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'h3',
  'h4',
  'blockquote',
];

/** Cleans HTML for display. The API sanitises on the way in; this keeps the page safe whatever it holds. */
export function sanitiseHtml(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR: ['href', 'target', 'rel'] });
}

/** Rich text from the API (a program's description), rendered only after sanitising. */
export function SafeHtml({ html, testId }: { html: string; testId?: string }) {
  const clean = useMemo(() => sanitiseHtml(html), [html]);
  return <div data-testid={testId} dangerouslySetInnerHTML={{ __html: clean }} />;
}
