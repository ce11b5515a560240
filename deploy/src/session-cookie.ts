import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
/** The first script of a signed-in page, as shell/webpack.standalone.js names it. */
const HEADER_STARTER = 'drawn-header-starter.js';

/** A script written into the page itself, with the hash its Content-Security-Policy allows it by. */
export interface InlineScript {
  source: string;
  /** The CSP source expression: `'sha256-…'`. */
  hash: string;
}

/** The files of a built shell a signed-in page names or holds. */
export interface SignedInPageFiles {
  /** The header's code (decision 0273), by its hashed name. */
  headerChunk: string | null;
  /**
   * The script that draws the header the app last drew, then runs the shell's entry (decision 0274),
   * written into the page (decision 0275).
   */
  headerStarter: InlineScript | null;
}

/**
 * A built script as the page can hold it: not one that would end the page's <script> early or open a
 * comment there (a minifier's output does neither; such a build is not written into pages).
 */
function inlineScriptIn(file: string): InlineScript | null {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  if (/<\/script|<!--/i.test(source)) return null;
  return { source, hash: `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'` };
}

/**
 * Read once, when the pages are made, as a built shell's files do not change under a running server
 * (remote-preloads.ts reads the shell's manifest once too); null for a file a shell does not have.
 */
export function signedInPageFilesIn(shellRoot: string): SignedInPageFiles {
  let files: string[] = [];
  try {
    files = readdirSync(shellRoot);
  } catch {
    // No built shell: the page names none of them.
  }
  return {
    headerChunk: files.find((file) => HEADER_CHUNK.test(file)) ?? null,
    headerStarter: files.includes(HEADER_STARTER) ? inlineScriptIn(join(shellRoot, HEADER_STARTER)) : null,
  };
}

/**
 * The hashes of the scripts a built shell's pages hold, for their Content-Security-Policy (`pnpm start`'s
 * web server and the stack's nginx alike): the header's starter. From the same read as the pages hold.
 */
export function pageScriptHashes({ headerStarter }: SignedInPageFiles): string[] {
  return headerStarter ? [headerStarter.hash] : [];
}

/**
 * The header's code, for a page a session's cookie came with (decision 0273): the signed-in page is drawn
 * once its header is, so the file is asked for as the shell's first script runs, beside the session, rather
 * than once the shell's libraries have run. Not on a page only signed-out visitors stay on, as the shell
 * itself does not ask for it there (preloadHeaderForSession).
 */
function headerFilesFor(headerChunk: string | null, pathname: string): Preload[] {
  return headerChunk && !isAnonymousOnlyPath(pathname) ? [{ href: `/${headerChunk}`, as: 'script' }] : [];
}

/** The shell's entry, the page's one script with a source (html-webpack-plugin writes it). */
const ENTRY_SCRIPT = /<script defer(?:="defer")? src="?(\/[^"\s>]+\.js)"?><\/script>/;

/**
 * The header's starter in place of the shell's entry (decision 0274), written at the end of the page's
 * body (decision 0275): a request fewer before the header can be drawn, and what the page names (at the
 * end of its head) and the header's element are there when it runs. The entry is still fetched at once
 * (a preload), and the starter runs it once it has drawn the header the app last drew, if it has one.
 * Not on a page only signed-out visitors stay on, which has no header.
 */
function startedByHeaderStarter(html: string, headerStarter: InlineScript | null, pathname: string): string {
  const entry = ENTRY_SCRIPT.exec(html)?.[1];
  if (!headerStarter || !entry || isAnonymousOnlyPath(pathname)) return html;
  // Replaced by a function: a `$` in the entry's name is not a replacement pattern.
  const page = html.replace(ENTRY_SCRIPT, () => `<link rel="preload" as="script" href="${entry}"/>`);
  // The page's own end (the last), whatever text a page's head holds.
  const bodyEnd = page.lastIndexOf('</body>');
  if (bodyEnd === -1) return html;
  const starter = `<script data-entry="${entry}">${headerStarter.source}</script>`;
  return `${page.slice(0, bodyEnd)}${starter}${page.slice(bodyEnd)}`;
}

/**
 * The page of a visitor with a session's cookie: marked, and with the session's resumption named first among
 * its preloads, so the page's first script sends it at once and its answer (who is signed in, which the
 * first render waits for) comes while the shell's libraries download instead of after them (decision 0266);
 * the header's code next (decision 0273); and started by the header's starter (decision 0274).
 */
export function pageForSessionCookie(
  html: string,
  preloads: Preload[],
  pathname: string,
  { headerChunk, headerStarter }: SignedInPageFiles = { headerChunk: null, headerStarter: null },
): string {
  const resumption: Preload = {
    href: apiPath(endpoints.resumeSession),
    as: 'session',
    headers: { 'API-Version': API_VERSION },
  };
  const page = withPreloads(markSessionCookie(html), [
    resumption,
    ...headerFilesFor(headerChunk, pathname),
    ...preloads,
  ]);
  return startedByHeaderStarter(page, headerStarter, pathname);
}
