import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { descriptionText, messages, type PublicPage } from '@coachforge/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellPages } from './host-theme';
import { shellRootWithPage } from './testing/shell-root';
import { registerPublicPlanPage } from './public-plan-page';
import { fakePublicPlan } from './testing/fake-public-plan';

const plan = fakePublicPlan({
  title: 'Engine <Builder>',
  description: `<p>Build a <b>big</b> engine &amp; keep it.</p><p>${'Row. '.repeat(80)}</p>`,
  user: { ...fakePublicPlan().user, full_name: 'Ada Coach' },
});

const storefront = {
  account: {
    id: 9,
    account_kind: 'brand',
    full_name: 'Iron & Co',
    avatar_url: '/api/avatars/9.png',
    custom_url: 'iron',
  },
  short_link: '/b/iron',
  content: { title: 'Iron <Crew>', about: 'We lift.\nEvery day.', links: {} },
  coaches: [],
  programs: [],
  coaches_total: 1,
  programs_total: 0,
  can_edit: false,
} as unknown as PublicPage;

let api: Server;
const apiCalls: string[] = [];
let web: FastifyInstance;
let shellRoot: string;
let base: string;

beforeAll(async () => {
  // Answers as the API's GET plans/:plan_id/public does for one published program, 404 otherwise.
  api = createServer((request, response) => {
    apiCalls.push(request.url ?? '');
    if (request.url?.startsWith('/api/public_pages/')) {
      // The brand 'iron' (id 9): its short link letter is b.
      const [path, query] = request.url.split('?');
      const found =
        (path === '/api/public_pages/iron' || path === '/api/public_pages/9') &&
        (!query || query === 'user_type=b');
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? storefront : { error: 'Not found' }));
      return;
    }
    const known = request.url === '/api/plans/42/public' || request.url === '/api/plans/plain/public';
    response.writeHead(known ? 200 : 404, { 'content-type': 'application/json' });
    const answer =
      request.url === '/api/plans/plain/public' ? { ...plan, description: '', covers: [] } : plan;
    response.end(JSON.stringify(known ? answer : { error: 'Not found' }));
  });
  await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
  shellRoot = shellRootWithPage();

  web = Fastify();
  const apiOrigin = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const pages = createShellPages({ shellRoot, apiOrigin, platformDomain: 'localhost' });
  registerPublicPlanPage(web, { apiOrigin, shellPage: pages.forRequest });
  await web.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await web.close();
  await new Promise((resolve) => api.close(resolve));
  rmSync(shellRoot, { recursive: true, force: true });
});

const page = (path: string, cookie?: string) =>
  fetch(`${base}${path}`, { headers: { accept: '*/*', ...(cookie ? { cookie } : {}) }, redirect: 'manual' });

test('a plain request for a public program gets HTML with its title, description and open-graph tags', async () => {
  const response = await page('/p/42');
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  const html = await response.text();
  expect(html).toContain('<title>Engine &lt;Builder&gt; | Ada Coach | Coachforge</title>');
  const description = /<meta name="description" content="([^"]*)"/.exec(html)![1]!;
  expect(description.startsWith('Build a big engine &amp; keep it. Row. Row.')).toBe(true);
  expect(descriptionText(plan.description).slice(0, 256).replace(/&/g, '&amp;')).toBe(description);
  expect(html).toContain(`<meta property="og:url" content="${base}/p/engine" />`);
  expect(html).toContain(`<meta property="og:image" content="${base}/api/plans/42/covers/main" />`);
  expect(html).not.toContain('<title>Coachforge</title>');
});

/** The API answers the page holds for the shell's API client (shell/src/app/preload-remote-files.ts). */
const pageAnswers = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="cf-preloads">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]',
  ) as {
    href: string;
    as: string;
    answer?: unknown;
  }[];

test('the page holds the API’s answer for the program, so a signed-out visitor’s page draws it without asking', async () => {
  apiCalls.length = 0;
  const html = await (await page('/p/42')).text();
  expect(apiCalls).toEqual(['/api/plans/42/public']);
  expect(pageAnswers(html)).toEqual([{ href: '/api/plans/42/public', as: 'fetch', answer: plan }]);
  // As JSON that cannot end its element: the title's "<Builder>" is escaped.
  expect(html).not.toContain('"Engine <Builder>"');

  const storefrontHtml = await (await page('/b/9/programs')).text();
  expect(pageAnswers(storefrontHtml)).toEqual([
    { href: '/api/public_pages/9?user_type=b', as: 'fetch', answer: storefront },
  ]);
  // A page the API did not find holds nothing.
  expect(pageAnswers(await (await page('/p/nothing')).text())).toEqual([]);
});

test('a visitor who is not signed in gets the program drawn, the app to start when they act (decision 0253)', async () => {
  const html = await (await page('/p/42', 'cf_theme=x')).text();
  expect(html).toContain('<div id="cf-drawn-page"');
  expect(html).toContain('<h1 data-testid="plan-title">Engine &lt;Builder&gt;</h1>');
  expect(html).toContain('<script defer src="/drawn-page-starter.js"></script>');
  expect(html).not.toContain('<script defer src="/main.js"></script>');
  // The head is the program's as before, and the app still finds the program's answer in the page.
  expect(html).toContain('<title>Engine &lt;Builder&gt; | Ada Coach | Coachforge</title>');
  expect(pageAnswers(html)).toEqual([{ href: '/api/plans/42/public', as: 'fetch', answer: plan }]);
});

test('someone signed in gets the app at once: their page is their own', async () => {
  const html = await (await page('/p/42', 'cf_theme=x; cf_signed_in=1')).text();
  expect(html).not.toContain('cf-drawn-page');
  expect(html).toContain('<script defer src="/main.js"></script>');
  expect(html).toContain('<div id="cf-boot" role="status">Loading…</div>');
});

test('a coach’s storefront is not drawn: its app starts at once', async () => {
  expect(await (await page('/b/iron')).text()).not.toContain('cf-drawn-page');
});

test('a program without a description or cover gets the default sentence and no image', async () => {
  const html = await (await page('/p/plain')).text();
  expect(html).toContain(`<meta name="description" content="${messages.purchase.defaultPageDescription}" />`);
  expect(html).not.toContain('og:image');
});

test('an unknown program is the shell’s page with a 404 status', async () => {
  const response = await page('/p/nothing');
  expect(response.status).toBe(404);
  expect(await response.text()).toContain('<title>Coachforge</title>');
});

test('/plan/:plan_id redirects to the public page', async () => {
  const response = await page('/plan/42');
  expect(response.status).toBe(301);
  expect(response.headers.get('location')).toBe('/p/42');
});

test.each([
  ['<p>One</p><p>Two</p>', 'One Two'],
  ['a&nbsp;b &lt;c&gt;', 'a b <c>'],
  ['<ul><li>x</li><li>y</li></ul>', 'x y'],
  ['', ''],
])('the description text of %j is %j', (html, text) => {
  expect(descriptionText(html)).toBe(text);
});

describe("a coach's public page is sent with its head in the HTML, by every address it has", () => {
  test.each([
    ['/public-page/iron', 'Iron &lt;Crew&gt; | Coachforge'],
    ['/public-page/9/plans', 'Programs | Iron &lt;Crew&gt; | Coachforge'],
    ['/public-page/iron/coaches', 'Coaches | Iron &lt;Crew&gt; | Coachforge'],
    ['/b/iron', 'Iron &lt;Crew&gt; | Coachforge'],
    ['/b/9/programs', 'Programs | Iron &lt;Crew&gt; | Coachforge'],
  ])('%s', async (path, title) => {
    const response = await page(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`<meta property="og:title" content="${title}" />`);
    expect(html).toContain('<meta name="description" content="We lift. Every day." />');
    expect(html).toContain(`<meta property="og:url" content="${base}/public-page/iron" />`);
    expect(html).toContain(`<meta property="og:image" content="${base}/api/avatars/9.png" />`);
  });

  test('a short link whose letter is not the account kind is a 404, as is an unknown page', async () => {
    expect((await page('/c/iron')).status).toBe(404);
    expect((await page('/public-page/nobody')).status).toBe(404);
  });

  test("the coach's own pages of the same shape are the plain shell, without asking the API", async () => {
    apiCalls.length = 0;
    for (const path of ['/public-page/plans', '/public-page/coaches', '/public-page/edit']) {
      const response = await page(path);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('<title>Coachforge</title>');
    }
    expect(apiCalls).toEqual([]);
  });

  test('other two-part paths are not taken for short links', async () => {
    apiCalls.length = 0;
    expect((await page('/x/iron')).status).toBe(404);
    expect(apiCalls).toEqual([]);
  });
});
