import { SESSION_COOKIE_MARK, SIGNED_IN_COOKIE_NAME } from '@coachforge/contracts';

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
export function markSessionCookie(html: string): string {
  return html.replace(/<html\b/, `<html ${SESSION_COOKIE_MARK}`);
}
