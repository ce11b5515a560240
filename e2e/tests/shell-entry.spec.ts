import { messages, routePath, SIGNED_IN_COOKIE_NAME } from '@coachforge/contracts';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expect, test } from '../support/test';
import { signUpFinishedCoach } from '../support/account-api';
import { expectSignedInAs, openSignInApp, uniqueEmail } from '../support/platform';
import { recordScripts } from '../support/shared-singletons';

/**
 * The shell's entry is the frame every page downloads: its own features load when a page needs them
 * (issue: performance). Chunk names come from the webpackChunkName of each lazy import.
 */
const LAZY_SHELL_CHUNKS = [
  'shell-header',
  'shell-account-modals',
  'shell-switch-account',
  'shell-realtime',
  'shell-legal',
  'shell-release-notes',
  'style-guide',
  'error-reporting',
];

/**
 * The design system's parts a signed-out sign-in page never draws, fetched the first time a page draws
 * them (decisions 0242, 0243, 0251): menus, tabs, dates, tables, overlays.
 */
const LAZY_UI_CHUNKS = ['ui-menus', 'ui-tabs', 'ui-dates', 'ui-table', 'ui-overlays'];

const shellChunk = (path: string) => /^\/([a-z-]+)\.[0-9a-f]{8}\.js$/.exec(path)?.[1] ?? null;
const fetchedLazyChunks = (scripts: string[], lazy = LAZY_SHELL_CHUNKS) =>
  scripts.map(shellChunk).filter((name): name is string => name !== null && lazy.includes(name));

/** A coach signed up and set up, on their first page with its header drawn. */
async function newCoachOnTheirPage(
  page: Page,
  request: APIRequestContext,
  label: string,
  [first_name, last_name]: [string, string],
) {
  await signUpFinishedCoach(page, request, {
    email: uniqueEmail(label),
    password: 'correct horse battery',
    first_name,
    last_name,
  });
  await expect(page.getByTestId('platform-header')).toBeVisible();
}

test('a signed-out visitor downloads compressed JavaScript and none of the shell features they do not use', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  const entry = page.waitForResponse((response) =>
    /^\/main\.[0-9a-f]{8}\.js$/.test(new URL(response.url()).pathname),
  );
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  // Sent as the build compressed it, never as raw text.
  expect(['br', 'gzip']).toContain((await entry).headers()['content-encoding']);
  await page.waitForLoadState('networkidle');
  expect(fetchedLazyChunks(scripts)).toEqual([]);
  expect(fetchedLazyChunks(scripts, LAZY_UI_CHUNKS)).toEqual([]);

  // A legal page brings its own chunk with it, and only that one.
  await page.getByRole('link', { name: messages.legal.termsTitle }).first().click();
  await expect(page).toHaveURL(new RegExp(`${routePath('terms_of_use')}(#|$)`));
  await expect(page.getByRole('heading', { level: 1, name: messages.legal.termsTitle })).toBeVisible();
  expect(fetchedLazyChunks(scripts)).toEqual(['shell-legal']);
});

test('the files of the remote serving the page are named in its first HTML and asked for once each as the shell starts; its manifest and where remotes live come with the page', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  const named = await page.evaluate(
    () =>
      JSON.parse(document.getElementById('cf-preloads')!.textContent!) as {
        href: string;
        answer?: unknown;
      }[],
  );
  // The remote runs on the shell's federation runtime, not a copy of its own (decision 0258).
  expect(
    await page.evaluate(
      () =>
        (globalThis as { _FEDERATION_RUNTIME_CORE_FROM?: { name: string } })._FEDERATION_RUNTIME_CORE_FROM
          ?.name,
    ),
  ).toBe('shell');
  const manifest = named.find(({ href }) => href.endsWith('/onboarding/mf-manifest.json'))!;
  // The remote's manifest and the runtime manifest are in the page itself: the browser never asks for them.
  expect(manifest.answer).toMatchObject({ metaData: { name: 'onboarding' } });
  expect(requested).not.toContain(manifest.href);
  expect(named.find(({ href }) => href === '/remotes.json')?.answer).toMatchObject({
    remotes: expect.arrayContaining([expect.objectContaining({ name: 'onboarding' })]),
  });
  expect(requested).not.toContain('/remotes.json');
  const firstApiCall = requested.findIndex((path) => path.startsWith('/api/'));
  expect(firstApiCall).toBeGreaterThan(-1);
  const files = named
    .filter(({ answer }) => answer === undefined)
    .map(({ href }) => href)
    .filter((href) => href !== '/remotes.json');
  // No waterfall: everything the page fetched from the remote's folder was named in the HTML…
  const folder = manifest.href.replace(/[^/]+$/, '');
  const fromRemote = [...new Set(requested.filter((path) => path.startsWith(folder)))];
  expect(fromRemote.sort()).toEqual([...files].sort());
  for (const file of files) {
    // …fetched once (the federation runtime found it already there), and asked for as the shell started.
    expect(
      requested.filter((path) => path === file),
      file,
    ).toHaveLength(1);
    expect(requested.indexOf(file), file).toBeLessThan(firstApiCall);
  }
});

test("a coach coming back has the session resumed as the page's first script runs, the header's code asked for next, and is signed in by that one call", async ({
  page,
  request,
}) => {
  await newCoachOnTheirPage(page, request, 'returning', ['Reta', 'Return']);

  const tab = await page.context().newPage();
  const requested: string[] = [];
  tab.on('request', (sent) => requested.push(new URL(sent.url()).pathname));
  await tab.goto('/coach/programs/active');
  await expect(tab.getByTestId('platform-header')).toBeVisible();
  await expect(tab.getByTestId('create-program')).toBeVisible();
  const header = requested.findIndex((path) => shellChunk(path) === 'shell-header');
  expect(header).toBeGreaterThan(-1);
  // The session's resumption is sent before the shell's libraries run, once: the shell takes its answer
  // instead of asking again (decision 0266). The header's code is asked for next, ahead of the remote's
  // files, not once the libraries have run (decision 0273).
  const session = requested.indexOf('/api/users/session');
  expect(session).toBeGreaterThan(-1);
  expect(session).toBeLessThan(header);
  expect(header).toBeLessThan(requested.findIndex((path) => /\/programs\/remoteEntry\.js$/.test(path)));
  expect(requested.filter((path) => path === '/api/users/session')).toHaveLength(1);
  // The session's resumption says who is signed in: no second round trip to users/me (decision 0265).
  expect(requested).not.toContain('/api/users/me');
  // The code of the list's tabs is asked for beside the list's page, not once the page has rendered; the
  // list's data as the page first renders, once.
  const plans = requested.indexOf('/api/coach/plans');
  expect(plans).toBeGreaterThan(-1);
  const tabs = requested.findIndex((path) => shellChunk(path) === 'ui-tabs');
  expect(tabs).toBeGreaterThan(-1);
  expect(tabs).toBeLessThan(plans);
  expect(requested.filter((path) => path === '/api/coach/plans')).toHaveLength(1);
  expect(requested.filter((path) => shellChunk(path) === 'shell-header')).toHaveLength(1);
  await tab.close();
});

test("a visitor whose session has ended, on the sign-in page, is not sent the header's files", async ({
  browser,
  baseURL,
}) => {
  // The cookie beside a session's outlives the session when it was ended elsewhere (signed out on another
  // device): the page is the app's, not the drawn one, and the session's renewal fails.
  const context = await browser.newContext();
  await context.addCookies([{ name: SIGNED_IN_COOKIE_NAME, value: '1', url: baseURL! }]);
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/onboarding/sign_in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(fetchedLazyChunks(scripts)).toEqual([]);
  await context.close();
});

test('signing in brings the header, its menus and the realtime connection; the switch-account modal waits to be opened', async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  const person = {
    email: uniqueEmail('entry'),
    password: 'correct horse battery',
    first_name: 'Lena',
    last_name: 'Entry',
  };
  await signUpFinishedCoach(page, request, person);
  await expectSignedInAs(page, 'Lena Entry');
  await expect(page.locator('html')).toHaveAttribute('data-realtime', 'connected');
  const fetched = fetchedLazyChunks(scripts);
  expect(fetched).toEqual(expect.arrayContaining(['shell-header', 'shell-account-modals', 'shell-realtime']));
  expect(fetched).not.toContain('shell-switch-account');
  // The header draws menus, so their part of the design system came with it.
  expect(fetchedLazyChunks(scripts, LAZY_UI_CHUNKS)).toContain('ui-menus');
});

/** The programs remote's pages, fetched when first opened (decision 0256): chunk names from pages.tsx. */
const PROGRAMS_PAGE_CHUNKS = [
  'program-list',
  'program',
  'clients',
  'client-calendar',
  'coach-calendar',
  'exercise-library',
  'template-library',
  'benchmarks',
  'challenges',
];
const programsChunks = (scripts: string[]) => [
  ...new Set(
    scripts
      .map((path) => /^\/remotes\/programs\/([a-z-]+)\.[0-9a-f]{8}\.js$/.exec(path)?.[1] ?? null)
      .filter((name): name is string => name !== null && PROGRAMS_PAGE_CHUNKS.includes(name)),
  ),
];

test("a coach's programs list fetches its own page of the programs remote, not the editor, calendars or libraries; the editor comes when opened", async ({
  page,
  request,
}) => {
  const scripts = recordScripts(page);
  await signUpFinishedCoach(page, request, {
    email: uniqueEmail('pages'),
    password: 'correct horse battery',
    first_name: 'Pia',
    last_name: 'Pages',
  });
  await expect(page).toHaveURL(/\/coach\/programs\/active$/);
  await expect(page.getByTestId('create-program')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(programsChunks(scripts)).toEqual(['program-list']);

  await page.getByTestId('create-program').click();
  await page
    .getByTestId('choose-program-type')
    .getByRole('button', { name: /^Choose / })
    .first()
    .click();
  await expect(page.getByTestId('create-step')).toHaveText('Step 1 of 3: Main info');
  // The editor's group (with what it shares with other pages, such as the benchmarks a load can name).
  expect(programsChunks(scripts)).toEqual(expect.arrayContaining(['program-list', 'program']));
  expect(programsChunks(scripts)).not.toContain('coach-calendar');
});

test("a coach's page opened cold does not move as the header and its bars arrive late, and is drawn once the header is", async ({
  page,
  request,
}) => {
  await newCoachOnTheirPage(page, request, 'steady', ['Sol', 'Steady']);

  // A second tab, cold: the header's code comes a second after everything else (its warnings and checklist
  // come with the session, decision 0270).
  const tab = await page.context().newPage();
  const late = async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  };
  await tab.route(/\/shell-header\.[0-9a-f]{8}\.js$/, late);
  await tab.addInitScript(() => {
    const shifts: number[] = [];
    // Which came onto the page first: the header or the programs page (its Create button).
    const arrivals: string[] = [];
    Object.assign(window, { layoutShifts: shifts, arrivals });
    new MutationObserver(() => {
      for (const testId of ['platform-header', 'create-program'])
        if (!arrivals.includes(testId) && document.querySelector(`[data-testid="${testId}"]`))
          arrivals.push(testId);
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await tab.goto('/coach/programs/active');
  await expect(tab.getByTestId('platform-header')).toBeVisible();
  await expect(tab.getByTestId('create-program')).toBeVisible();
  await tab.waitForLoadState('networkidle');
  const shifts = await tab.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((total, shift) => total + shift, 0)).toBeLessThan(0.01);
  // The page, hidden until the header is drawn, is drawn after it rather than taking the main thread from it.
  expect(await tab.evaluate(() => (window as unknown as { arrivals: string[] }).arrivals)).toEqual([
    'platform-header',
    'create-program',
  ]);
  await tab.close();
});

test("until a coach's header is drawn only it runs: its menus' and panels' code, the programs remote and the realtime connection come after it", async ({
  page,
  request,
}) => {
  await newCoachOnTheirPage(page, request, 'first', ['Fay', 'First']);

  // A second tab, cold, with the header's code a second late: what waits for the header waits that long.
  const tab = await page.context().newPage();
  await tab.route(/\/shell-header\.[0-9a-f]{8}\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await tab.addInitScript(() => {
    const seen: Record<string, number> = {};
    Object.assign(window, { seen });
    new MutationObserver(() => {
      if (seen.header === undefined && document.querySelector('[data-testid="platform-header"]'))
        seen.header = performance.now();
    }).observe(document, { childList: true, subtree: true });
    // When the socket is opened (the shell's realtime connection).
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(...args: ConstructorParameters<typeof WebSocket>) {
        super(...args);
        seen.socket ??= performance.now();
      }
    };
  });
  await tab.goto('/coach/programs/active');
  await expect(tab.getByTestId('create-program')).toBeVisible();
  await expect(tab.locator('html')).toHaveAttribute('data-realtime', 'connected');
  const { seen, asked } = await tab.evaluate(() => ({
    seen: (window as unknown as { seen: Record<string, number> }).seen,
    asked: performance
      .getEntriesByType('resource')
      .map(({ name, startTime }) => ({ path: new URL(name).pathname, startTime })),
  }));
  const firstAsked = (chunk: string) =>
    Math.min(...asked.filter(({ path }) => shellChunk(path) === chunk).map(({ startTime }) => startTime));
  expect(seen.header).toBeGreaterThan(0);
  // The header's menus and panels are drawn as their buttons until then (decision 0272).
  expect(firstAsked('ui-menus')).toBeGreaterThan(seen.header!);
  expect(firstAsked('ui-overlays')).toBeGreaterThan(seen.header!);
  expect(seen.socket).toBeGreaterThan(seen.header!);
  // The remote's files were asked for as the page started; its pages' code only once it runs.
  const remoteEntry = asked.find(({ path }) => /\/programs\/remoteEntry\.js$/.test(path));
  expect(remoteEntry?.startTime).toBeLessThan(seen.header!);
  const listPage = asked.find(({ path }) => /\/programs\/program-list\.[0-9a-f]{8}\.js$/.test(path));
  expect(listPage?.startTime).toBeGreaterThan(seen.header!);
  // The menus are there, working, once their code came.
  await tab.getByTestId('profile-menu').click();
  await expect(tab.getByRole('menu')).toBeVisible();
  await tab.close();
});

test("on a phone a coach's header fits the screen: every menu is there without scrolling sideways", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 412, height: 823 });
  await signUpFinishedCoach(page, request, {
    email: uniqueEmail('phone'),
    password: 'correct horse battery',
    first_name: 'Mo',
    last_name: 'Mobile',
  });
  const header = page.getByTestId('platform-header');
  await expect(header.getByRole('button', { name: /Mo Mobile/ })).toBeInViewport({ ratio: 1 });
  await expect(header.getByRole('button', { name: /^Help/ })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(412);
});
