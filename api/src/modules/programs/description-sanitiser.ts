import {
  DESCRIPTION_LINK_ATTRIBUTES,
  DESCRIPTION_LINK_SCHEMES,
  DESCRIPTION_TAGS,
} from '@coachforge/contracts';
import sanitizeHtml from 'sanitize-html';

/**
 * A program description is rich text that every visitor of the public page sees: only formatting,
 * lists, headings and links survive; scripts, styles, event handlers and other schemes are removed
 * (docs/decisions/0045).
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: [...DESCRIPTION_TAGS],
  allowedAttributes: { a: [...DESCRIPTION_LINK_ATTRIBUTES] },
  allowedSchemes: [...DESCRIPTION_LINK_SCHEMES],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

export const sanitiseDescription = (html: string): string => sanitizeHtml(html, options).trim();
