import {
  API_VERSION,
  SESSION_COOKIE_MARK,
  SIGNED_IN_COOKIE_NAME,
  apiPath,
  endpoints,
} from '@coachforge/contracts';
import { withPreloads, type Preload } from './remote-preloads';

/**
 * Whether the page request carries the cookie the API sets beside a session's (decision 0253). It says
 * only that a session probably exists: the API still decides, on the first call, whether it is alive.
 */
export function hasSessionCookie(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((pair) => pair.trim().startsWith(`${SIGNED_IN_COOKIE_NAME}=`));
}

/**
 * Marks the page of a visitor with a session's cookie (SESSION_COOKIE_MARK on <html>): the shell then
 * fetches the header's files beside the session's first calls (shell/src/features/frame).
 */
function markSessionCookie(html: string): string {
  return html.replace(/<html\b/, `<html ${SESSION_COOKIE_MARK}`);
}

/**
 * The page of a visitor with a session's cookie: marked, and with the session's resumption named first among
 * its preloads, so the shell's first script sends it at once and its answer (who is signed in, which the
 * first render waits for) comes while the shell's libraries run instead of after them (decision 0266).
 */
export function pageForSessionCookie(html: string, preloads: Preload[]): string {
  const resumption: Preload = {
    href: apiPath(endpoints.resumeSession),
    as: 'session',
    headers: { 'API-Version': API_VERSION },
  };
  return withPreloads(markSessionCookie(html), [resumption, ...preloads]);
}
