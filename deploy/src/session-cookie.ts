import { readdirSync } from 'node:fs';
import {
  API_VERSION,
  SESSION_COOKIE_MARK,
  SIGNED_IN_COOKIE_NAME,
  apiPath,
  endpoints,
  isAnonymousOnlyPath,
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

/** The shell's chunk of the header's code, as its import in shell/src/features/frame/register-frame.tsx names it. */
const HEADER_CHUNK = /^shell-header\.[0-9a-f]{8}\.js$/;

/**
 * The header's code in a built shell (decision 0273), or null where there is none: read once, when the
 * pages are made, as a built shell's files do not change under a running server (remote-preloads.ts reads
 * the shell's manifest once too).
 */
export function headerChunkIn(shellRoot: string): string | null {
  try {
    return readdirSync(shellRoot).find((file) => HEADER_CHUNK.test(file)) ?? null;
  } catch {
    return null;
  }
}

/**
 * The header's code, for a page a session's cookie came with (decision 0273): the signed-in page is drawn
 * once its header is, so the file is asked for as the shell's first script runs, beside the session, rather
 * than once the shell's libraries have run. Not on a page only signed-out visitors stay on, as the shell
 * itself does not ask for it there (preloadHeaderForSession).
 */
export function headerFilesFor(headerChunk: string | null, pathname: string): Preload[] {
  return headerChunk && !isAnonymousOnlyPath(pathname) ? [{ href: `/${headerChunk}`, as: 'script' }] : [];
}

/**
 * The page of a visitor with a session's cookie: marked, and with the session's resumption named first among
 * its preloads, so the shell's first script sends it at once and its answer (who is signed in, which the
 * first render waits for) comes while the shell's libraries run instead of after them (decision 0266); the
 * header's files next (`headerFiles`, headerFilesFor).
 */
export function pageForSessionCookie(html: string, preloads: Preload[], headerFiles: Preload[] = []): string {
  const resumption: Preload = {
    href: apiPath(endpoints.resumeSession),
    as: 'session',
    headers: { 'API-Version': API_VERSION },
  };
  return withPreloads(markSessionCookie(html), [resumption, ...headerFiles, ...preloads]);
}
