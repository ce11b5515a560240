import sanitizeHtml from 'sanitize-html';

/**
 * A program description is rich text that every visitor of the public page sees: only formatting,
 * lists, headings and links survive; scripts, styles, event handlers and other schemes are removed
 * (docs/decisions/0045).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitiseDescription = (html: string): string => sanitizeHtml(html, options).trim();
