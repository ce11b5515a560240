/**
 * The header as the app last drew it, kept in this browser so the next page of the same person can show it
 * before the app has run (decision 0274). No imports: the header's starter, which runs before the shell's
 * libraries, reads it too.
 *
 * A copy is drawn only for the very answer it was drawn from: its key is the page's path, the day, and who
 * is signed in with what the header first shows (the session's `me` and header answers), so nothing out of
 * date (a dismissed warning, a renamed account, another person) is ever shown, even for a moment.
 */

/** On the header's element while it holds the copy, until the app's header takes its place. */
export const DRAWN_COPY_ATTRIBUTE = 'data-drawn-copy';
/**
 * On <html> while a signed-in page's main area waits for its header (the shell's index.html hides it):
 * set by the shell's frame, and by the starter while it waits to draw the copy.
 */
export const HEADER_PENDING_ATTRIBUTE = 'data-header-pending';

/** What the header was drawn from. */
export interface DrawnHeaderSource {
  pathname: string;
  me: unknown;
  header: unknown;
}

/** The source of the header's first draw, alike from the session's answer (starter) and the app's state. */
export const headerSource = (
  pathname: string,
  me: unknown,
  warnings: unknown,
  checklist: unknown,
): DrawnHeaderSource => ({
  pathname,
  me,
  header: { warnings: warnings ?? null, checklist: checklist ?? null },
});

/** The header's markup and the rules of its look, as the app drew them. */
export interface DrawnHeader {
  html: string;
  css: string;
}

/** A kept copy: the path it was drawn on (one copy per path) and the key of what it was drawn from. */
export interface KeptHeader extends DrawnHeader {
  pathname: string;
  key: string;
}

const STORAGE_KEY = 'cf-drawn-header';
/** A person opens a few pages cold (the programs list, the calendar, the inbox): one copy each. */
const KEPT_PAGES = 4;

/** JSON with every object's keys in order, so the same answer gives the same text however it was built. */
function orderedJson(value: unknown): string {
  return JSON.stringify(value, (_key, entry: unknown) =>
    entry && typeof entry === 'object' && !Array.isArray(entry)
      ? Object.fromEntries(Object.entries(entry).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : entry,
  );
}

/** The local day: the trial's countdown and similar texts of the header change with it. */
const localDay = (now: Date) => `${now.getFullYear()}-${now.getMonth() + 1}-${now.getDate()}`;

export function drawnHeaderKey({ pathname, me, header }: DrawnHeaderSource, now = new Date()): string {
  return orderedJson([pathname, localDay(now), me, header]);
}

function readKept(): KeptHeader[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(kept)
      ? kept.filter(
          (entry: Partial<KeptHeader>): entry is KeptHeader =>
            typeof entry?.pathname === 'string' &&
            typeof entry.key === 'string' &&
            typeof entry.html === 'string' &&
            typeof entry.css === 'string',
        )
      : [];
  } catch {
    // Storage refused (a private window's quota, a policy) or damaged: the page starts as without a copy.
    return [];
  }
}

/** The copy kept for this page's path, if any: drawn only if its key is the fresh answer's. */
export function keptDrawnHeaderFor(pathname: string): KeptHeader | null {
  return readKept().find((entry) => entry.pathname === pathname) ?? null;
}

/** Keeps `copy` as its path's one copy, before the others, and the latest few paths only. */
export function keepDrawnHeader(copy: KeptHeader): void {
  const others = readKept().filter((entry) => entry.pathname !== copy.pathname);
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify([copy, ...others].slice(0, KEPT_PAGES)));
  } catch {
    // Full or refused: the next page starts as without a copy.
  }
}

/** On signing out: nothing of the person stays in the browser. */
export function forgetDrawnHeaders(): void {
  try {
    window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing kept.
  }
}
