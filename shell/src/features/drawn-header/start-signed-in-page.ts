import {
  DRAWN_COPY_ATTRIBUTE,
  drawnHeaderKey,
  HEADER_PENDING_ATTRIBUTE,
  headerSource,
  keptDrawnHeaderFor,
  type DrawnHeader,
  type KeptHeader,
} from './drawn-header-store';
import { nextTask } from '../tasks';

/** The attribute of the starter's <script> naming the shell's entry, which it runs (deploy/src/session-cookie.ts). */
const ENTRY_ATTRIBUTE = 'data-entry';
/**
 * The longest the shell's entry waits for the session's answer: past it the app starts anyway (the copy is
 * still drawn if the answer comes before the app's header). The app waits for the same answer to draw.
 */
const ANSWER_WAIT_MS = 1000;

/** The session's answer as far as the header is concerned: who is signed in and what the header first shows. */
interface ResumedAnswer {
  me?: unknown;
  header?: { warnings?: unknown; checklist?: unknown };
}

function drawCopy(document: Document, copy: DrawnHeader): boolean {
  const container = document.getElementById('cf-header');
  // The app's header came first (or something else is there): it is never covered.
  if (!container || container.childNodes.length > 0) return false;
  const style = document.createElement('style');
  style.textContent = copy.css;
  // Inside the header's element, so the app's first draw there (React clears it) takes both away at once.
  container.innerHTML = copy.html;
  // Shown, not working: a press or a screen reader waits for the app's header, which comes in its place.
  for (const part of Array.from(container.children)) part.setAttribute('inert', '');
  container.prepend(style);
  container.setAttribute(DRAWN_COPY_ATTRIBUTE, '');
  return true;
}

/** Draws the kept copy once the session answers, if it was drawn from that very answer; says whether it did. */
async function drawKeptHeader(
  document: Document,
  session: Promise<Response>,
  copy: KeptHeader,
): Promise<boolean> {
  const answer = (await session.then((response) =>
    response.ok ? response.json() : null,
  )) as ResumedAnswer | null;
  if (!answer?.me || !answer.header) return false;
  const { warnings, checklist } = answer.header;
  const key = drawnHeaderKey(headerSource(copy.pathname, answer.me, warnings, checklist));
  return key === copy.key && drawCopy(document, copy);
}

/** The longest the entry waits for the browser to report the copy's paint (input stops such reports). */
const PAINT_REPORT_WAIT_MS = 250;

/**
 * Once the copy drawn at `drawnAt` is on the screen, as the browser reports it (its largest paint, dated by
 * when it was shown): a frame or two of waiting was not enough, Lighthouse saw the entry start 13–15 ms
 * before the copy's paint and counted the whole entry as needed for it. A copy that is not the page's
 * largest paint so far is not reported: then the wait ends after PAINT_REPORT_WAIT_MS.
 */
function afterPaintOf(drawnAt: number): Promise<void> {
  return new Promise<void>((resolve) => {
    let observer: PerformanceObserver | undefined;
    const done = () => {
      observer?.disconnect();
      clearTimeout(limit);
      resolve();
    };
    const limit = setTimeout(done, PAINT_REPORT_WAIT_MS);
    try {
      observer = new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= drawnAt)) done();
      });
      observer.observe({ type: 'largest-contentful-paint', buffered: true });
    } catch {
      // A browser without such reports: the limit ends the wait.
    }
  });
}

/**
 * A signed-in page's first script (decision 0274): draws the header as the app last drew it for the same
 * answer, then runs the shell's entry, after that paint. Without a copy for this page the entry runs at once.
 */
export async function startSignedInPage(
  document: Document,
  starter: HTMLOrSVGScriptElement | null,
  /** The session's resumption the page sent as it started (app/preload-remote-files.ts), if it did. */
  startedSession: () => Promise<Response> | undefined,
) {
  const session = startedSession();
  const entry = starter?.getAttribute(ENTRY_ATTRIBUTE);
  const runEntry = () => {
    if (!entry) return;
    const script = document.createElement('script');
    script.src = entry;
    // Without the shell nothing would show the main area again.
    script.onerror = () => document.documentElement.removeAttribute(HEADER_PENDING_ATTRIBUTE);
    document.head.appendChild(script);
  };
  if (!session) {
    runEntry();
    return;
  }
  /**
   * Storage read once, in a task after the requests': a page's first read of localStorage, its first fetch
   * and its first evaluated script were one task of 25–35 ms on a desktop, four times that on a phone.
   */
  await nextTask();
  const copy = keptDrawnHeaderFor(document.location.pathname);
  if (!copy) {
    runEntry();
    return;
  }
  // The main area hidden meanwhile, as the shell hides it until its header is drawn (frame/register-frame.tsx):
  // a copy drawn above a visible "Loading…" would move it down.
  document.documentElement.setAttribute(HEADER_PENDING_ATTRIBUTE, '');
  const drawn = drawKeptHeader(document, session, copy).catch(() => false);
  const waited = await Promise.race([
    drawn,
    new Promise<false>((resolve) => setTimeout(() => resolve(false), ANSWER_WAIT_MS)),
  ]);
  if (waited) await afterPaintOf(performance.now());
  runEntry();
}
