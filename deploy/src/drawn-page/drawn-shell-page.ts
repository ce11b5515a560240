/**
 * A page the web server draws itself (decision 0253): the shell's page with the content already in
 * `#cf-main` and none of the shell's scripts loading. They are named as data instead, and the shell's small
 * starter (shell/src/features/drawn-page) loads them when the visitor acts; the drawn content stays in view
 * until the app's page matching `replacedBy` is ready, and takes its place.
 */
import { inlineJson } from '../inline-json';
import { escapeHtml } from '../escape-html';
import { hasSessionCookie } from '../session-cookie';

/** Ids and the file the shell's starter shares with this module (shell/src/features/drawn-page). */
const DRAWN_PAGE_ID = 'cf-drawn-page';
const SHELL_SCRIPTS_ID = 'cf-shell-scripts';
const STARTER_SRC = '/drawn-page-starter.js';

export interface DrawnContent {
  /** The page's markup: every text in it already escaped, every rich text already cleaned. */
  html: string;
  /** Its stylesheet (the shell's page allows inline styles: styled-components writes them too). */
  css: string;
  /** A selector that matches once the app's own page for this URL is drawn and ready. */
  replacedBy: string;
  /** What the page says if the app's files did not arrive when the visitor pressed something. */
  failedText: string;
}

/** The shell's page may be minified (unquoted attributes): the patterns allow both. */
const SHELL_SCRIPT = /<script\b[^>]*\bsrc="?([^"\s>]+)"?[^>]*><\/script>/g;
const BOOT = /<div id="?cf-boot"?[^>]*>[\s\S]*?<\/div>/;

/**
 * While the drawn page is there, whatever the app draws in the page area waits out of sight: the visitor
 * keeps reading what they read, and the app's page appears in its place in one step.
 */
const WAITING_APP_CSS = `#cf-main:has(> #${DRAWN_PAGE_ID}) > :not(#${DRAWN_PAGE_ID}) { display: none; }`;

export function drawnShellPage(shellHtml: string, content: DrawnContent): string {
  const scripts: string[] = [];
  let html = shellHtml.replace(SHELL_SCRIPT, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  if (scripts.length === 0 || !BOOT.test(html)) return shellHtml;
  const head = [
    `<style id="cf-drawn-page-css">${WAITING_APP_CSS}\n${content.css}</style>`,
    `<script type="application/json" id="${SHELL_SCRIPTS_ID}">${inlineJson(scripts)}</script>`,
    `<script defer src="${STARTER_SRC}"></script>`,
  ].join('');
  html = html.replace('</head>', `${head}</head>`);
  const drawn =
    `<div id="${DRAWN_PAGE_ID}" data-replaced-by="${escapeHtml(content.replacedBy)}"` +
    ` data-failed-text="${escapeHtml(content.failedText)}">${content.html}</div>`;
  return html.replace(BOOT, () => drawn);
}

/**
 * The drawn page, or the shell's page as it is: drawing only saves time, a page is never refused for it.
 * Drawn only for a visitor who is not signed in: a signed-in person's page holds what is theirs, and the
 * app serves it at once (the API sets the cookie beside a session's, decision 0253).
 */
export function drawnForVisitor(
  shellHtml: string,
  cookieHeader: string | undefined,
  draw: () => DrawnContent,
): string {
  if (hasSessionCookie(cookieHeader)) return shellHtml;
  try {
    return drawnShellPage(shellHtml, draw());
  } catch (error) {
    console.warn('The page goes out undrawn:', error);
    return shellHtml;
  }
}
