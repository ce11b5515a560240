/**
 * The markup a program description may hold (decision 0045): formatting, lists, headings and links. The
 * API sanitises with it on the way in and every page again before showing it, so the two never disagree.
 */
export const DESCRIPTION_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'h2',
  'h3',
  'h4',
  'blockquote',
] as const;

/** Only links carry attributes; the API sets target and rel itself. */
export const DESCRIPTION_LINK_ATTRIBUTES = ['href', 'target', 'rel'] as const;
export const DESCRIPTION_LINK_SCHEMES = ['http', 'https', 'mailto'] as const;
