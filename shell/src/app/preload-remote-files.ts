/**
 * The first thing the shell does (imported first by index.ts, before its libraries run): ask for the
 * files of the remote that serves this page, which the web server named in the first HTML (decision
 * 0246, deploy/src/remote-preloads.ts). They download while the shell starts, so the remote is on hand
 * when the shell mounts it, instead of after the runtime manifest, the remote's mf-manifest.json and its
 * entry were fetched one after the other. The server names them as data rather than <link> tags so the
 * browser does not fetch them during the first paint. For a visitor with a session's cookie it also
 * resumes the session at once (decision 0266), whose answer the page's first render waits for. No imports:
 * nothing runs before this. On a signed-in page the header's starter runs it before the shell's entry
 * (features/drawn-header, decision 0274): what it asked for is kept on the window, where the shell's copy
 * of this module finds it, and the page's data is taken once.
 */
const REMOTE_PRELOADS_ID = 'cf-preloads';
/** On the page's data once a script has asked for what it names. */
const TAKEN_ATTRIBUTE = 'data-taken';

interface Preload {
  href: string;
  /**
   * `session`: the session's resumption (a POST the server names with its headers for a visitor whose
   * page carries a session's cookie), sent at once rather than once the shell's libraries have run.
   */
  as: 'script' | 'fetch' | 'session';
  /** What the fetch would answer, when the server put it in the page: then nothing is asked for. */
  answer?: unknown;
  /** The headers of a `session` request. */
  headers?: Record<string, string>;
}

interface PagePreloads {
  /** Answers the first HTML holds, by path and query, until the fetch they stand for takes them. */
  pageAnswers: Map<string, unknown>;
  /** Requests sent before the shell ran, by method and path, until the shell's client takes them. */
  startedRequests: Map<string, Promise<Response>>;
  /** A copy of the session's resumption's answer, once sent: the header's starter reads it too. */
  session?: Promise<Response>;
}

/** One per page, whichever script (the header's starter or the shell's entry) ran this module first. */
const PAGE_PRELOADS_KEY = '__coachforgePagePreloads';
const pageWindow = window as unknown as Record<string, PagePreloads | undefined>;
const pagePreloads: PagePreloads = (pageWindow[PAGE_PRELOADS_KEY] ??= {
  pageAnswers: new Map(),
  startedRequests: new Map(),
});
const { pageAnswers, startedRequests } = pagePreloads;

/**
 * The answer the first HTML holds for a same-origin URL, once: the fetch it stands for happens once per
 * page, and anything asked again later (after a deploy, say) goes to the network for what is live then.
 * The server puts two kinds there: the remote's mf-manifest.json and, on a public page, the API's answer
 * a signed-out visitor's page asks for first (deploy/src/public-plan-page.ts).
 */
export function takePageAnswer(url: string): unknown {
  const path = sameOriginPath(url);
  if (path === null) return undefined;
  const answer = pageAnswers.get(path);
  pageAnswers.delete(path);
  return answer;
}

/**
 * The response to a request this module already sent, once: the shell's API client answers the same
 * call with it instead of sending it again. Only the session's resumption is sent this early.
 */
export function takeStartedRequest(method: string, url: string): Promise<Response> | undefined {
  const path = sameOriginPath(url);
  if (path === null) return undefined;
  const key = `${method} ${path}`;
  const started = startedRequests.get(key);
  startedRequests.delete(key);
  return started;
}

function sameOriginPath(url: string): string | null {
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? parsed.pathname + parsed.search : null;
  } catch {
    return null;
  }
}

const isHeaders = (value: unknown): value is Record<string, string> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((header) => typeof header === 'string');

/** Only paths on this origin, of the two kinds the server sends. */
const isPreload = (value: unknown): value is Preload => {
  const { href, as, headers } = (value ?? {}) as Partial<Preload>;
  if (typeof href !== 'string' || !href.startsWith('/')) return false;
  if (as !== 'script' && as !== 'fetch' && as !== 'session') return false;
  if (headers !== undefined && !isHeaders(headers)) return false;
  try {
    // '//host/x' and '/\host/x' name other origins too.
    return new URL(href, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
};

/** The session's resumption this page sent, if any: the header's starter draws from its answer too. */
export function startedSession(): Promise<Response> | undefined {
  return pagePreloads.session;
}

export function preloadRemoteFiles(document: Document): void {
  const data = document.getElementById(REMOTE_PRELOADS_ID);
  // Taken once: the shell's entry, run after the header's starter, does not ask again.
  if (!data || data.hasAttribute(TAKEN_ATTRIBUTE)) return;
  data.setAttribute(TAKEN_ATTRIBUTE, '');
  const text = data.textContent;
  if (!text) return;
  let preloads: unknown;
  try {
    preloads = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(preloads)) return;
  const named = preloads.filter(isPreload);
  // The session first: the page's first render waits for its answer, and nothing else it asks for does.
  for (const { href, headers } of named.filter(({ as }) => as === 'session')) {
    const response = fetch(href, {
      method: 'POST',
      headers: { Accept: 'application/json', ...headers },
      credentials: 'same-origin',
    });
    // Taken by the shell's client, which reports a failure; a page that never asks reports nothing.
    response.catch(() => undefined);
    startedRequests.set(`POST ${sameOriginPath(href)}`, response);
    // Copied as it arrives, before the shell's client reads the body.
    pagePreloads.session = response.then((arrived) => arrived.clone());
    pagePreloads.session.catch(() => undefined);
  }
  for (const { href, as, answer } of named) {
    if (as === 'session') continue;
    if (as === 'fetch' && answer !== undefined) {
      pageAnswers.set(sameOriginPath(href)!, answer);
      continue;
    }
    const link = document.createElement('link');
    link.rel = 'preload';
    link.setAttribute('as', as);
    link.href = href;
    // The federation runtime reads mf-manifest.json with fetch(), a CORS request: only then is it the same request.
    if (as === 'fetch') link.crossOrigin = 'anonymous';
    document.head.appendChild(link);
  }
}

preloadRemoteFiles(document);
