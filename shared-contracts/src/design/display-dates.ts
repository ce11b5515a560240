import { DateTime } from 'luxon';
import { DATE_FORMATS } from './design-constants';

/** A date as the API or a picker gives it: ISO text (a day or a moment), unix seconds, or a luxon date. */
export type DisplayableDate = DateTime | string | number | null | undefined;

/**
 * Month names are English whatever the browser's language, like the rest of the interface. en-US,
 * because en-GB abbreviates September as "Sept" where the spec's MMM has three letters.
 */
const DISPLAY_LOCALE = 'en-US';

/** The spec writes some moments as 'YYYY-MM-DD HH:mm:ss +0000' (next_payment_date), the rest as ISO. */
const SPACED_MOMENT = 'yyyy-MM-dd HH:mm:ss ZZZ';

function fromText(text: string, options: { zone?: string }): DateTime {
  // A bare day (YYYY-MM-DD) is that day wherever the reader is; a moment is shown in their zone.
  const iso = DateTime.fromISO(text, options);
  return iso.isValid ? iso : DateTime.fromFormat(text, SPACED_MOMENT, { ...options, setZone: !options.zone });
}

function toDateTime(value: DisplayableDate, zone: string | undefined): DateTime | null {
  if (value === null || value === undefined || value === '') return null;
  const options = zone ? { zone } : {};
  const date =
    typeof value === 'number'
      ? DateTime.fromSeconds(value, options)
      : typeof value === 'string'
        ? fromText(value, options)
        : zone
          ? value.setZone(zone)
          : value;
  return date.isValid ? date : null;
}

/**
 * "1 March 2026" (spec 01 section 9, D MMMM YYYY), in the reader's zone unless one is given.
 * Nothing, or text that is not a date, gives an empty string rather than "Invalid DateTime".
 */
export function formatLongDate(value: DisplayableDate, zone?: string): string {
  return toDateTime(value, zone)?.setLocale(DISPLAY_LOCALE).toFormat(DATE_FORMATS.long) ?? '';
}

/** "01 Mar, 2026" (spec 01 section 9, DD MMM, YYYY); like formatLongDate otherwise. */
export function formatShortDate(value: DisplayableDate, zone?: string): string {
  return toDateTime(value, zone)?.setLocale(DISPLAY_LOCALE).toFormat(DATE_FORMATS.short) ?? '';
}
