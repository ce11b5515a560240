/**
 * The first thing the shell does (imported first by index.ts, before its libraries run): ask for the
 * files of the remote that serves this page, which the web server named in the first HTML (decision
 * 0246, deploy/src/remote-preloads.ts). They download while the shell starts, so the remote is on hand
 * when the shell mounts it, instead of after the runtime manifest, the remote's mf-manifest.json and its
 * entry were fetched one after the other. The server names them as data rather than <link> tags so the
 * browser does not fetch them during the first paint. No imports: nothing runs before this.
 */
const REMOTE_PRELOADS_ID = 'cf-preloads';

interface Preload {
  href: string;
  as: 'script' | 'fetch';
  /** What the fetch would answer, when the server put it in the page: then nothing is asked for. */
  answer?: unknown;
}

/** Answers the first HTML holds, by path and query, until the fetch they stand for takes them. */
const pageAnswers = new Map<string, unknown>();

/**
 * The answer the first HTML holds for a same-origin URL, once: the fetch it stands for happens once per
 * page, and anything asked again later (after a deploy, say) goes to the network for what is live then.
 * The server puts two kinds there: the remote's mf-manifest.json and, on a public page, the API's answer
 * a signed-out visitor's page asks for first (deploy/src/public-plan-page.ts).
 */
export function takePageAnswer(url: string): unknown {
  let path: string;
  try {
    const parsed = new URL(url, window.location.origin);
    if (parsed.origin !== window.location.origin) return undefined;
    path = parsed.pathname + parsed.search;
  } catch {
    return undefined;
  }
  const answer = pageAnswers.get(path);
  pageAnswers.delete(path);
  return answer;
}

/** Only paths on this origin, of the two kinds the server sends. */
const isPreload = (value: unknown): value is Preload => {
  const { href, as } = (value ?? {}) as Partial<Preload>;
  if (typeof href !== 'string' || !href.startsWith('/') || (as !== 'script' && as !== 'fetch')) return false;
  try {
    // '//host/x' and '/\host/x' name other origins too.
    return new URL(href, window.location.origin).origin === window.location.origin;
  } catch {
    return false;
  }
};

export function preloadRemoteFiles(document: Document): void {
  const text = document.getElementById(REMOTE_PRELOADS_ID)?.textContent;
  if (!text) return;
  let preloads: unknown;
  try {
    preloads = JSON.parse(text);
  } catch {
    return;
  }
  if (!Array.isArray(preloads)) return;
  for (const { href, as, answer } of preloads.filter(isPreload)) {
    if (as === 'fetch' && answer !== undefined) {
      const { pathname, search } = new URL(href, window.location.origin);
      pageAnswers.set(pathname + search, answer);
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
