/**
 * What a visitor agreed to (spec 01 sections 1 and 6). Necessary cookies need no consent; preferences
 * gate the support chat; analytics gate the tag manager container of a coach's public pages.
 */
export interface CookieConsent {
  preferences: boolean;
  analytics: boolean;
}

/** A first-party cookie, so the page server can honour it too (the tag manager on public pages). */
export const COOKIE_CONSENT_COOKIE = 'cf_cookie_consent';
/** A year, after which the visitor is asked again. */
export const COOKIE_CONSENT_MAX_AGE_DAYS = 365;

const CATEGORIES = ['preferences', 'analytics'] as const;

/** The cookie's value: the categories agreed to, comma-separated ("none" when none). */
export function cookieConsentValue(consent: CookieConsent): string {
  return CATEGORIES.filter((category) => consent[category]).join(',') || 'none';
}

/** Reads a Cookie header or document.cookie; null when the visitor has not chosen yet. */
export function readCookieConsent(cookieHeader: string | undefined): CookieConsent | null {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE_CONSENT_COOKIE}=`));
  if (raw === undefined) return null;
  const agreed = decodeURIComponent(raw.slice(COOKIE_CONSENT_COOKIE.length + 1)).split(',');
  return { preferences: agreed.includes('preferences'), analytics: agreed.includes('analytics') };
}
