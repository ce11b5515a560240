import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  API_VERSION,
  apiPath,
  DEFAULT_THEME,
  endpoints,
  readablePair,
  SESSION_COOKIE_MARK,
  SIGNED_IN_COOKIE_NAME,
  type HostTheme,
  type RemoteEntry,
  type RuntimeManifest,
} from '@coachforge/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { createShellPages, INLINE_THEME_ID, isPlatformHost, themedShellHtml } from './host-theme';
import { REMOTE_PRELOADS_ID } from './remote-preloads';
import { contentSecurityPolicy } from './security-headers';
import { pageScriptHashes, signedInPageFilesIn } from './session-cookie';

/** A header starter as a build leaves it: with a `$&`, which a string replacement would expand. */
const STARTER = '(()=>{var e="$&";document.currentScript.getAttribute("data-entry")})();';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Coachforge</title>
    <link rel="icon" href="/icons/coachforge.svg" type="image/svg+xml" />
    <meta name="theme-color" content="#3d5afe" />
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <div id="cf-header"></div>
    <main id="cf-main"><div id="cf-boot" role="status">Loading…</div></main>
    <script defer src="/main.js"></script>
  </body>
</html>`;

const studio: HostTheme = {
  account_id: 12,
  full_name: 'Studio </script><script>alert(1)</script>',
  theme: {
    ...DEFAULT_THEME,
    web_theme: { ...DEFAULT_THEME.web_theme, primary_color: '#aa2255', background_color: '#fafafa' },
    logo: { original: '/api/theme_images/12-0123456789abcdef.png', hd: null, logo: null, small: null },
    sub_domain_name: 'studio',
  },
};

test('the themed page carries the colours, the theme and the logo before its first script', () => {
  const html = themedShellHtml(SHELL, studio);
  const firstScript = html.indexOf('<script defer');
  const css = html.indexOf('--cf-primary: #aa2255;');
  expect(css).toBeGreaterThan(0);
  expect(css).toBeLessThan(firstScript);
  expect(html).toContain('background: var(--cf-background)');
  expect(html).toContain('<meta name="theme-color" content="#aa2255" />');
  expect(html).toContain('<link rel="icon" href="/api/theme_images/12-0123456789abcdef.png" />');
  expect(html).toContain('<img src="/api/theme_images/12-0123456789abcdef.png" alt="Studio &lt;/script&gt;');
  // The JSON cannot close its element, whatever the account's name says.
  const json = new RegExp(`<script type="application/json" id="${INLINE_THEME_ID}">(.*?)</script>`).exec(
    html,
  )!;
  expect(JSON.parse(json[1]!)).toEqual(studio.theme);
  expect(html).not.toContain('<script>alert(1)');
});

test('a minified shell page is themed as well, before its deferred script', () => {
  const minified =
    '<!doctype html><html><head><title>Coachforge</title><link rel=icon href=/icons/coachforge.svg type=image/svg+xml><meta name=theme-color content=#3d5afe><style>a{}</style><script defer src=/main.js></script></head><body><main id=cf-main><div id=cf-boot role=status>Loading…</div></main></body></html>';
  const html = themedShellHtml(minified, studio);
  expect(html.indexOf('--cf-primary: #aa2255;')).toBeLessThan(html.indexOf('<script defer'));
  expect(html).toContain('<meta name="theme-color" content="#aa2255" />');
  expect(html).not.toContain('#3d5afe');
  expect(html).toContain('<link rel="icon" href="/api/theme_images/12-0123456789abcdef.png" />');
  expect(html).toContain('<div id="cf-boot" role="status"><img src=');
});

test('colours that are not #rrggbb and logos off the platform never reach the page', () => {
  const hostile = {
    ...studio,
    theme: {
      ...studio.theme,
      web_theme: { ...studio.theme.web_theme, primary_color: 'red;} body{display:none' },
      logo: { original: 'https://evil.example/x.png', hd: null, logo: null, small: null },
    },
  };
  const html = themedShellHtml(SHELL, hostile);
  expect(html).not.toContain('display:none');
  expect(html).toContain('--cf-primary: #389840;');
  // The platform's green does not carry white text at 4.5:1: the button's fill is deepened, as the app's.
  const fill = readablePair('#389840', studio.theme.web_theme.primary_contrast_color);
  expect(fill.fill).not.toBe('#389840');
  expect(html).toContain(`--cf-primary-fill: ${fill.fill}; --cf-on-primary-fill: ${fill.text};`);
  expect(html).not.toContain('<img');
  expect(html).not.toContain('evil.example');
  expect(html).toContain('/icons/coachforge.svg');
});

test.each([
  ['localhost:8080', true],
  ['127.0.0.1:8080', true],
  ['[::1]:8080', true],
  ['LOCALHOST.', true],
  ['studio.localhost:8080', false],
  ['coaching.example.com', false],
])('%s is the platform’s own address: %s', (host, own) => {
  expect(isPlatformHost(host, 'localhost')).toBe(own);
});

describe('the page server', () => {
  let api: Server;
  let web: FastifyInstance;
  let shellRoot: string;
  let base: string;
  const asked: string[] = [];

  beforeAll(async () => {
    api = createServer((request, response) => {
      asked.push(request.url ?? '');
      const found = request.url === '/api/themes/host?host=studio.localhost%3A8080';
      response.writeHead(found ? 200 : 404, { 'content-type': 'application/json' });
      response.end(JSON.stringify(found ? studio : { error: 'Not Found' }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    shellRoot = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(shellRoot, 'index.html'), SHELL);
    const pages = createShellPages({
      shellRoot,
      apiOrigin: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
      platformDomain: 'localhost',
    });
    web = Fastify();
    web.get('/*', async (request, reply) => reply.type('text/html').send(await pages.forRequest(request)));
    await web.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(web.server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await web.close();
    await new Promise((resolve) => api.close(resolve));
    rmSync(shellRoot, { recursive: true, force: true });
  });

  const page = (host: string) => web.inject({ method: 'GET', url: '/c/studio', headers: { host } });

  test('sends an account’s sub-domain its theme, and the platform’s own address the plain page', async () => {
    expect((await page('studio.localhost:8080')).body).toContain('--cf-primary: #aa2255;');
    asked.length = 0;
    expect((await page('localhost:8080')).body).toBe(SHELL);
    // The platform's own address costs no question to the API.
    expect(asked).toEqual([]);
    expect((await page('unknown.localhost:8080')).body).toBe(SHELL);
    expect(base).toMatch(/^http/);
  });
});

describe('what the page holds for the shell’s start', () => {
  let shellRoot: string;
  let manifest: RuntimeManifest | null;
  let web: FastifyInstance;

  beforeAll(async () => {
    shellRoot = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(shellRoot, 'index.html'), SHELL);
    // The shell's header chunk and another of its chunks, as a build leaves them.
    writeFileSync(join(shellRoot, 'shell-header.0123abcd.js'), '');
    writeFileSync(join(shellRoot, 'shell-realtime.0123abcd.js'), '');
    writeFileSync(join(shellRoot, 'drawn-header-starter.js'), STARTER);
    // Nothing answers there: the platform's own address asks the API nothing.
    const pages = createShellPages({
      shellRoot,
      apiOrigin: 'http://127.0.0.1:9',
      platformDomain: 'localhost',
      runtimeManifest: () => manifest,
    });
    web = Fastify();
    web.get('/*', async (request, reply) => reply.type('text/html').send(await pages.forRequest(request)));
  });

  afterAll(async () => {
    await web.close();
    rmSync(shellRoot, { recursive: true, force: true });
  });

  const page = async (cookie?: string, url = '/coach/programs/active') =>
    (
      await web.inject({
        method: 'GET',
        url,
        headers: { host: 'localhost:8080', ...(cookie ? { cookie } : {}) },
      })
    ).body;
  const preloadsOf = (html: string) => {
    const data = new RegExp(
      `<script type="application/json" id="${REMOTE_PRELOADS_ID}">(.*?)</script>`,
      's',
    ).exec(html)?.[1];
    return data ? (JSON.parse(data) as { href: string; as: string; answer?: unknown }[]) : [];
  };

  test('the runtime manifest as it is live now, so the shell does not ask for it', async () => {
    manifest = { webClient: { id: 'web', secret: 'x' }, remotes: [{ name: 'programs' } as RemoteEntry] };
    expect(preloadsOf(await page())).toEqual([{ href: '/remotes.json', as: 'fetch', answer: manifest }]);
    // A promotion shows on the next page.
    manifest = { webClient: { id: 'web', secret: 'x' }, remotes: [] };
    expect(preloadsOf(await page())[0]?.answer).toEqual(manifest);
    // Not at hand (no file yet): the shell fetches it.
    manifest = null;
    expect(preloadsOf(await page())).toEqual([]);
  });

  test('a visitor with a session’s cookie gets the page marked, so the header’s files come early', async () => {
    expect(await page(`cf_theme=x; ${SIGNED_IN_COOKIE_NAME}=1`)).toContain(
      `<html ${SESSION_COOKIE_MARK} lang="en">`,
    );
    expect(await page('cf_theme=x')).not.toContain(SESSION_COOKIE_MARK);
    expect(await page()).not.toContain(SESSION_COOKIE_MARK);
  });

  test('a visitor with a session’s cookie gets the session’s resumption named first, with the API version', async () => {
    manifest = { webClient: { id: 'web', secret: 'x' }, remotes: [] };
    expect(preloadsOf(await page(`${SIGNED_IN_COOKIE_NAME}=1`))[0]).toEqual({
      href: apiPath(endpoints.resumeSession),
      as: 'session',
      headers: { 'API-Version': API_VERSION },
    });
    expect(preloadsOf(await page('cf_theme=x')).map(({ as }) => as)).not.toContain('session');
  });

  test('a visitor with a session’s cookie gets the header’s code named next, except on the sign-in page', async () => {
    manifest = { webClient: { id: 'web', secret: 'x' }, remotes: [] };
    const named = preloadsOf(await page(`${SIGNED_IN_COOKIE_NAME}=1`)).map(({ href, as }) => `${as} ${href}`);
    expect(named.slice(0, 2)).toEqual([
      `session ${apiPath(endpoints.resumeSession)}`,
      'script /shell-header.0123abcd.js',
    ]);
    expect(named).not.toContain('script /shell-realtime.0123abcd.js');
    // Whoever stays on the sign-in page is someone whose session has ended: no header there.
    expect(
      preloadsOf(await page(`${SIGNED_IN_COOKIE_NAME}=1`, '/onboarding/sign_in')).map(({ href }) => href),
    ).not.toContain('/shell-header.0123abcd.js');
    expect(preloadsOf(await page()).map(({ href }) => href)).not.toContain('/shell-header.0123abcd.js');
  });

  test('a signed-in page starts with the header’s starter, written into it, which runs the shell’s entry (still fetched at once)', async () => {
    const signedIn = await page(`${SIGNED_IN_COOKIE_NAME}=1`);
    expect(signedIn).toContain('<link rel="preload" as="script" href="/main.js"/>');
    expect(signedIn).not.toContain('<script defer src="/main.js"></script>');
    // At the end of the body, after what the page names and the header's element; `$&` kept as written.
    expect(signedIn).toMatch(
      new RegExp(
        `id="${REMOTE_PRELOADS_ID}".*<div id="cf-header"></div>.*<script data-entry="/main.js">`,
        's',
      ),
    );
    expect(signedIn).toContain(`<script data-entry="/main.js">${STARTER}</script></body>`);
    // Without a session's cookie, and where only signed-out visitors stay, the entry runs as it always has.
    for (const html of [await page(), await page(`${SIGNED_IN_COOKIE_NAME}=1`, '/onboarding/sign_in')]) {
      expect(html).toContain('<script defer src="/main.js"></script>');
      expect(html).not.toContain('data-entry');
    }
  });

  test('the pages’ policy allows the starter by its hash; a starter that would end its <script> early is not written in', () => {
    const hash = `'sha256-${createHash('sha256').update(STARTER).digest('base64')}'`;
    expect(pageScriptHashes(signedInPageFilesIn(shellRoot))).toEqual([hash]);
    expect(
      contentSecurityPolicy({ scriptHashes: pageScriptHashes(signedInPageFilesIn(shellRoot)) }),
    ).toContain(`script-src 'self' ${hash};`);
    const broken = mkdtempSync(join(tmpdir(), 'shell-'));
    writeFileSync(join(broken, 'drawn-header-starter.js'), 'var x = "</script><script>alert(1)";');
    expect(signedInPageFilesIn(broken).headerStarter).toBeNull();
    expect(pageScriptHashes(signedInPageFilesIn(broken))).toEqual([]);
    rmSync(broken, { recursive: true, force: true });
  });
});
