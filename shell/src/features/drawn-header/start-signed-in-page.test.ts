import { drawnHeaderKey, headerSource, keepDrawnHeader } from './drawn-header-store';
import { startSignedInPage } from './start-signed-in-page';

const me = { current: { id: 1, full_name: 'Casey Coach', role: 'coach' } };
const header = { warnings: [{ name: 'custom_web_address' }], checklist: null };
const copy = { html: '<header data-testid="platform-header">Casey Coach</header>', css: 'header{color:red}' };
const sessionPath = '/api/users/session';

let fetched: string[];

/** The copy the app kept on `pathname`, drawn from the answer the tests' session gives. */
const keepCopyFor = (pathname: string) =>
  keepDrawnHeader({
    pathname,
    key: drawnHeaderKey(headerSource(pathname, me, header.warnings, null)),
    ...copy,
  });

/** jsdom has no fetch: an answer as the starter reads it (a copy of it, then its JSON). */
function answerOf(status: number, body: unknown): Response {
  const response = {
    ok: status >= 200 && status < 300,
    status,
    json: async () => body,
    clone: () => answerOf(status, body),
  };
  return response as unknown as Response;
}

/** A signed-in page: its starter's <script>, and the session's resumption the page sent as it started. */
function pageNaming(answer: { me?: unknown; header?: unknown } | null) {
  document.head.innerHTML = '';
  document.body.innerHTML = '<div id="cf-header"></div><main id="cf-main"></main>';
  document.documentElement.removeAttribute('data-header-pending');
  fetched = [];
  const starter = document.createElement('script');
  starter.setAttribute('data-entry', '/main.0123abcd.js');
  const startedSession = () => {
    fetched.push(sessionPath);
    return Promise.resolve(answer ? answerOf(200, { access_token: 'token', ...answer }) : answerOf(401, {}));
  };
  return [starter, startedSession] as const;
}

const entryScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((script) => script.getAttribute('src'));
const headerElement = () => document.getElementById('cf-header')!;

beforeEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/coach/programs/active');
});

test('the header the app last drew for this very answer is drawn, and the entry runs after it', async () => {
  keepCopyFor('/coach/programs/active');
  const started = startSignedInPage(document, ...pageNaming({ me, header }));
  // The copy is read in the task after the requests'.
  await new Promise((resolve) => setTimeout(resolve, 0));
  // The main area is hidden until the app's header takes the copy's place, so nothing under it moves.
  expect(document.documentElement.hasAttribute('data-header-pending')).toBe(true);
  expect(entryScripts()).toEqual([]);
  await started;
  expect(fetched).toEqual([sessionPath]);
  expect(headerElement().querySelector('header')?.textContent).toBe('Casey Coach');
  expect(headerElement().querySelector('header')?.hasAttribute('inert')).toBe(true);
  expect(headerElement().querySelector('style')?.textContent).toBe('header{color:red}');
  expect(headerElement().hasAttribute('data-drawn-copy')).toBe(true);
  expect(entryScripts()).toEqual(['/main.0123abcd.js']);
});

test('without a copy for this page the entry runs at once, and nothing is hidden', async () => {
  keepCopyFor('/coach/calendar');
  await startSignedInPage(document, ...pageNaming({ me, header }));
  expect(entryScripts()).toEqual(['/main.0123abcd.js']);
  expect(headerElement().childNodes).toHaveLength(0);
  expect(document.documentElement.hasAttribute('data-header-pending')).toBe(false);
});

test('a copy drawn from another answer (renamed, signed out) is not shown, and the entry still runs', async () => {
  keepCopyFor('/coach/programs/active');
  const renamed = { current: { ...me.current, full_name: 'Casey C.' } };
  await startSignedInPage(document, ...pageNaming({ me: renamed, header }));
  expect(headerElement().childNodes).toHaveLength(0);
  expect(entryScripts()).toEqual(['/main.0123abcd.js']);

  await startSignedInPage(document, ...pageNaming(null));
  expect(headerElement().childNodes).toHaveLength(0);
  expect(entryScripts()).toEqual(['/main.0123abcd.js']);
});

test('the app’s header, already drawn, is never covered', async () => {
  keepCopyFor('/coach/programs/active');
  const page = pageNaming({ me, header });
  headerElement().innerHTML = '<header>the app’s</header>';
  await startSignedInPage(document, ...page);
  expect(headerElement().textContent).toBe('the app’s');
});

test('an entry that does not arrive shows the main area again', async () => {
  keepCopyFor('/coach/programs/active');
  await startSignedInPage(document, ...pageNaming({ me, header }));
  document.head.querySelector<HTMLScriptElement>('script[src]')!.dispatchEvent(new Event('error'));
  expect(document.documentElement.hasAttribute('data-header-pending')).toBe(false);
});
