import { apiPath, endpoints } from '@coachforge/contracts';

/**
 * What the calendar's service worker keeps (decision 0112), named here for the page and the worker alike.
 * The page's own files and the remotes' files are the platform's; the API answers are one person's data
 * and are dropped when they sign out or switch account.
 */
export const OFFLINE_FILES_CACHE = 'coachforge-files-v1';
export const OFFLINE_API_CACHE = 'coachforge-api-v1';

/** The pages the worker controls: the client's calendar, installable and readable without a network. */
export const OFFLINE_SCOPE = '/user/calendar';

/**
 * The API reads the calendar needs when it opens offline: who is signed in, the platform's theme, and
 * the calendar itself and the week's macros. Nothing else of the API is ever stored.
 */
export const OFFLINE_API_READS: readonly string[] = [
  apiPath(endpoints.me),
  apiPath(endpoints.themes),
  apiPath(endpoints.clientCalendar),
  // The week's macros on the calendar (decision 0227).
  apiPath(endpoints.ownMacros),
];

export function isOfflineApiRead(pathname: string): boolean {
  return OFFLINE_API_READS.includes(pathname);
}

/**
 * A page starts its session with users/session, whose answer carries who is signed in beside a token
 * (decision 0265): the worker keeps that user as users/me's answer, and never the token.
 */
export const SESSION_START_PATH = apiPath(endpoints.resumeSession);
export const SIGNED_IN_USER_PATH = apiPath(endpoints.me);
