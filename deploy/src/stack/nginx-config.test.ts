import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { pageSecurityHeaders } from '../security-headers';
import { createServer as createHttpServer, request as httpRequest } from 'node:http';
import { DEFAULT_THEME } from '@coachforge/contracts';
import { nginxConfig, workerUserFor, type NginxLayout } from './nginx-config';
import { createPageServer } from './page-server';
import { withPreloads } from '../remote-preloads';

const layout = (prefix: string): NginxLayout => ({
  prefix,
  port: 8520,
  apiUpstreams: ['127.0.0.1:4521', '127.0.0.1:4522'],
  shellDir: '/srv/shell',
  releasesDir: '/srv/releases',
  workspaceRemotes: { onboarding: '/srv/mfe-onboarding/dist' },
  pageSocket: join(prefix, 'pages.sock'),
});

test('the runtime manifest is never cached, release folders and hashed files are cached for good', () => {
  const config = nginxConfig(layout('/tmp/stack'));
  expect(config).toMatch(
    /location = \/remotes\.json \{\s*alias \/srv\/releases\/remotes\.json;\s*add_header Cache-Control "no-store" always;/,
  );
  expect(config).toMatch(
    /location \/releases\/ \{\s*alias \/srv\/releases\/;\s*add_header Cache-Control "public, max-age=31536000, immutable" always;/,
  );
  expect(config).toContain(
    'location ~ "\\.[0-9a-f]{8}\\.js(\\.map)?$" { add_header Cache-Control "public, max-age=31536000, immutable" always; add_header Content-Security-Policy',
  );
  expect(config).toMatch(
    /location \/ \{\s*try_files \$uri @page;\s*add_header Cache-Control "no-cache" always;/,
  );
});

test('the pages’ policy allows the header’s starter they hold by its hash; files’ policy allows no script of a page', () => {
  const shellDir = mkdtempSync(join(tmpdir(), 'shell-'));
  writeFileSync(join(shellDir, 'drawn-header-starter.js'), 'void 0;');
  const config = nginxConfig({ ...layout('/tmp/stack'), shellDir });
  rmSync(shellDir, { recursive: true, force: true });
  const hash = "'sha256-T1YEXClWF9CUhD2vRqC2ZkctVhPSMrn+MCIkJI7U02I='";
  for (const block of ['location / {', 'location @page {', 'location @plain_page {'])
    expect(config.slice(config.indexOf(block)).split('}')[0]).toContain(`script-src 'self' ${hash};`);
  expect(config.slice(config.indexOf('location = /remotes.json {')).split('}')[0]).toContain(
    "script-src 'self';",
  );
});

test('pages go to the page server with the visitor’s Host; the plain page when it is down', () => {
  const config = nginxConfig(layout('/tmp/stack'));
  expect(config).toMatch(
    /upstream coachforge_pages \{\s*(#.*\s*)?server unix:\/tmp\/stack\/pages\.sock max_fails=0;/,
  );
  expect(config).toMatch(
    /location @page \{\s*proxy_pass http:\/\/coachforge_pages;\s*proxy_set_header Host \$http_host;/,
  );
  expect(config).toMatch(
    /error_page 502 503 504 = @plain_page;\s*add_header Cache-Control "no-cache" always;/,
  );
  expect(config).toMatch(/location @plain_page \{\s*try_files \/index\.html =404;/);
  // The shell's file by its own name is a page like any other.
  expect(config).toMatch(/location = \/index\.html \{\s*rewrite \^ \/ last;/);
});

test('the API and its socket are spread over every instance', () => {
  const config = nginxConfig(layout('/tmp/stack'));
  expect(config).toContain('server 127.0.0.1:4521;\n    server 127.0.0.1:4522;');
  expect(config).toMatch(
    /location \/cable \{\s*proxy_pass http:\/\/coachforge_api;\s*proxy_http_version 1\.1;\s*proxy_set_header Upgrade \$http_upgrade;/,
  );
});

const nginx = '/usr/sbin/nginx';
(existsSync(nginx) ? test : test.skip)('nginx itself accepts the configuration', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'coachforge-nginx-'));
  try {
    for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir));
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(layout(prefix)));
    const check = spawnSync(nginx, ['-t', '-p', prefix, '-c', join(prefix, 'nginx.conf')], {
      encoding: 'utf8',
    });
    expect(check.stderr).toContain('test is successful');
  } finally {
    rmSync(prefix, { recursive: true, force: true });
  }
});

test('the access log keeps paths without their query, where tokens travel', () => {
  const config = nginxConfig(layout('/tmp/stack'));
  expect(config).toContain('"$request_method $uri $server_protocol"');
  expect(config).not.toMatch(/log_format[^;]*\$request[ "]/);
});

(existsSync(nginx) ? test : test.skip)(
  'nginx sends the pages’ security headers with every static answer, and HSTS only over TLS',
  async () => {
    await withSiteOnNginx(
      (file) => {
        file('shell/index.html', '<!doctype html><title>shell</title>');
        file('releases/remotes.json', '{}');
        file('onboarding/remoteEntry.js', '');
        file('onboarding/chunk.0123abcd.js', '');
      },
      async (port) => {
        for (const path of [
          '/',
          '/coach/calendar',
          '/remotes.json',
          '/remotes/onboarding/remoteEntry.js',
          '/remotes/onboarding/chunk.0123abcd.js',
          '/releases/remotes.json',
        ]) {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, {
            headers: { accept: 'text/html' },
          });
          for (const [name, value] of Object.entries(pageSecurityHeaders()))
            expect({ path, name, value: response.headers.get(name) }).toEqual({ path, name, value });
          expect(response.headers.get('strict-transport-security')).toBeNull();
        }
      },
    );
  },
);

(existsSync(nginx) ? test : test.skip)(
  'nginx sends what the build compressed, caches hashed files and releases for good and asks again for the rest',
  async () => {
    // Each file beside its compressed copy, as the build writes them; the copy says which one was sent.
    await withSiteOnNginx(
      (file) => {
        for (const path of [
          'shell/index.html',
          'shell/main.0123abcd.js',
          'onboarding/remoteEntry.js',
          'onboarding/mf-manifest.json',
          'onboarding/shared-libraries.0123abcd.js',
          'releases/onboarding/1.0.0/remoteEntry.js',
        ]) {
          file(path, `/* ${path} as written */`);
          file(`${path}.gz`, gzipSync(`/* ${path} as the build compressed it */`));
        }
        file('releases/remotes.json', '{"remotes":[]}');
      },
      async (port) => {
        const forever = 'public, max-age=31536000, immutable';
        for (const [path, file, cacheControl] of [
          ['/main.0123abcd.js', 'shell/main.0123abcd.js', forever],
          [
            '/remotes/onboarding/shared-libraries.0123abcd.js',
            'onboarding/shared-libraries.0123abcd.js',
            forever,
          ],
          ['/releases/onboarding/1.0.0/remoteEntry.js', 'releases/onboarding/1.0.0/remoteEntry.js', forever],
          // A remote's entry and manifest keep their names from one build to the next.
          ['/remotes/onboarding/remoteEntry.js', 'onboarding/remoteEntry.js', 'no-cache'],
          ['/remotes/onboarding/mf-manifest.json', 'onboarding/mf-manifest.json', 'no-cache'],
          // The page server is down here: the plain page, still never cached.
          ['/onboarding/sign_in', 'shell/index.html', 'no-cache'],
        ]) {
          const response = await fetch(`http://127.0.0.1:${port}${path}`, {
            headers: { accept: 'text/html', 'accept-encoding': 'gzip' },
          });
          expect({
            path,
            status: response.status,
            cacheControl: response.headers.get('cache-control'),
          }).toEqual({
            path,
            status: 200,
            cacheControl,
          });
          expect(response.headers.get('content-encoding')).toBe('gzip');
          expect(await response.text()).toBe(`/* ${file} as the build compressed it */`);
        }
        const manifest = await fetch(`http://127.0.0.1:${port}/remotes.json`);
        expect(manifest.headers.get('cache-control')).toBe('no-store');
      },
    );
  },
);

/**
 * Runs `check` against nginx serving the stack's configuration from a fresh folder: the shell, a
 * workspace build of onboarding and the releases, holding the files `write` puts there.
 */
async function withSiteOnNginx(
  write: (file: (path: string, content: string | Buffer) => void) => void,
  check: (port: number) => Promise<void>,
) {
  const prefix = mkdtempSync(join(tmpdir(), 'coachforge-nginx-'));
  chmodSync(prefix, 0o755);
  const port = await freePort();
  const site = {
    ...layout(prefix),
    port,
    shellDir: join(prefix, 'shell'),
    releasesDir: join(prefix, 'releases'),
    workspaceRemotes: { onboarding: join(prefix, 'onboarding') },
  };
  for (const dir of ['logs', 'temp', 'shell', 'releases', 'onboarding']) mkdirSync(join(prefix, dir));
  write((path, content) => {
    mkdirSync(dirname(join(prefix, path)), { recursive: true });
    writeFileSync(join(prefix, path), content);
  });
  writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(site));
  const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  try {
    await remotesJsonStatus(port);
    await check(port);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(prefix, { recursive: true, force: true });
  }
}

test.each([
  ['root', 0, 'root'],
  ['anyone else', 1000, null],
])('started by %s (uid %i), the workers run as %s', (_who, uid, user) => {
  expect(workerUserFor(uid)).toBe(user);
  const config = nginxConfig({ ...layout('/tmp/stack'), workerUser: workerUserFor(uid) });
  if (user) expect(config).toMatch(new RegExp(`^user ${user};$`, 'm'));
  else expect(config).not.toMatch(/^user /m);
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** The status nginx answers for /remotes.json, waiting for it to start listening. */
async function remotesJsonStatus(port: number): Promise<number> {
  for (let attempt = 0; ; attempt++) {
    try {
      return (await fetch(`http://127.0.0.1:${port}/remotes.json`)).status;
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** nginx serving a checkout that only its owner may open (like one under /root). */
async function serveClosedCheckout(workerUser: string | null): Promise<number> {
  const checkout = mkdtempSync(join(tmpdir(), 'coachforge-closed-'));
  const prefix = join(checkout, '.stack', 'nginx');
  for (const dir of ['logs', 'temp']) mkdirSync(join(prefix, dir), { recursive: true });
  for (const dir of ['shell/dist', 'releases', 'mfe-onboarding/dist'])
    mkdirSync(join(checkout, dir), { recursive: true });
  writeFileSync(join(checkout, 'releases', 'remotes.json'), '{"remotes":{}}');
  chmodSync(checkout, 0o700);
  const port = await freePort();
  writeFileSync(
    join(prefix, 'nginx.conf'),
    nginxConfig({
      prefix,
      port,
      apiUpstreams: ['127.0.0.1:9'],
      shellDir: join(checkout, 'shell/dist'),
      releasesDir: join(checkout, 'releases'),
      workspaceRemotes: { onboarding: join(checkout, 'mfe-onboarding/dist') },
      pageSocket: join(prefix, 'pages.sock'),
      workerUser,
    }),
  );
  const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
    stdio: 'ignore',
  });
  try {
    return await remotesJsonStatus(port);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(checkout, { recursive: true, force: true });
  }
}

(existsSync(nginx) ? test : test.skip)(
  'the stack serves the manifest from a checkout closed to other users',
  async () => {
    expect(await serveClosedCheckout(workerUserFor(process.getuid?.()))).toBe(200);
  },
);

(existsSync(nginx) && process.getuid?.() === 0 ? test : test.skip)(
  'started by root without that, nginx could not read such a checkout (the failure this guards against)',
  async () => {
    expect(await serveClosedCheckout(null)).toBe(403);
  },
);

const SHELL_PAGE =
  '<!doctype html><html><head><meta name="theme-color" content="#3d5afe" /><script defer src="/main.js"></script></head><body><div id="cf-boot" role="status"></div></body></html>';

(existsSync(nginx) ? test : test.skip)(
  'on the stack, a page asked on an account’s sub-domain is themed in its first HTML; files stay files',
  async () => {
    const prefix = mkdtempSync(join(tmpdir(), 'coachforge-pages-'));
    chmodSync(prefix, 0o755);
    for (const dir of ['logs', 'temp', 'shell', 'releases', 'onboarding']) mkdirSync(join(prefix, dir));
    writeFileSync(join(prefix, 'shell', 'index.html'), SHELL_PAGE);
    writeFileSync(join(prefix, 'shell', 'main.js'), '/* shell */');
    writeFileSync(join(prefix, 'releases', 'remotes.json'), '{"remotes":[]}');
    // The API's answer for themes/host: the studio's theme on studio.localhost only.
    const api = createHttpServer((request, response) => {
      const host = new URL(request.url!, 'http://x').searchParams.get('host');
      if (!request.url!.startsWith('/api/themes/host') || host !== 'studio.localhost:' + port) {
        response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
        return;
      }
      const theme = { ...DEFAULT_THEME, web_theme: { ...DEFAULT_THEME.web_theme, primary_color: '#aa2255' } };
      response
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ account_id: 7, full_name: 'Studio', theme }));
    });
    await new Promise<void>((resolve) => api.listen(0, '127.0.0.1', resolve));
    const apiPort = (api.address() as { port: number }).port;
    const port = await freePort();
    const site: NginxLayout = {
      ...layout(prefix),
      port,
      apiUpstreams: [`127.0.0.1:${apiPort}`],
      shellDir: join(prefix, 'shell'),
      releasesDir: join(prefix, 'releases'),
      workspaceRemotes: { onboarding: join(prefix, 'onboarding') },
      // As the stack starts it: workers that may open the page server's socket.
      workerUser: workerUserFor(process.getuid?.()),
    };
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(site));
    const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    const pages = await createPageServer({
      shellRoot: join(prefix, 'shell'),
      apiOrigin: `http://127.0.0.1:${apiPort}`,
      platformDomain: 'localhost',
      releasesDir: join(prefix, 'releases'),
    });
    try {
      await remotesJsonStatus(port);
      // Before the page server listens: the plain page, with the usual headers.
      const plainWhileDown = await pageOn(port, 'studio.localhost', '/coach/calendar');
      expect(plainWhileDown.status).toBe(200);
      expect(plainWhileDown.body).toBe(SHELL_PAGE);
      expect(plainWhileDown.headers['cache-control']).toBe('no-cache');

      await pages.listen({ path: site.pageSocket });
      for (const path of ['/coach/calendar', '/', '/index.html']) {
        const themed = await pageOn(port, 'studio.localhost', path);
        expect({ path, status: themed.status }).toEqual({ path, status: 200 });
        expect(themed.body).toContain('--cf-primary: #aa2255;');
        expect(themed.body.indexOf('--cf-primary')).toBeLessThan(themed.body.indexOf('<script defer'));
        expect(themed.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(themed.headers['cache-control']).toBe('no-cache');
        for (const [name, value] of Object.entries(pageSecurityHeaders()))
          expect({ name, value: themed.headers[name.toLowerCase()] }).toEqual({ name, value });
      }
      // The platform's own address, and a name that is nobody's: the plain page, holding the runtime
      // manifest nginx serves (decision 0259).
      const plain = withPreloads(SHELL_PAGE, [
        { href: '/remotes.json', as: 'fetch', answer: { remotes: [] } },
      ]);
      expect(plain).not.toBe(SHELL_PAGE);
      expect((await pageOn(port, 'localhost', '/coach/calendar')).body).toBe(plain);
      expect((await pageOn(port, 'nobody.localhost', '/coach/calendar')).body).toBe(plain);
      // Files are still nginx's, whatever the Host.
      const script = await pageOn(port, 'studio.localhost', '/main.js');
      expect(script.body).toBe('/* shell */');
    } finally {
      await pages.close();
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await new Promise((resolve) => api.close(resolve));
      rmSync(prefix, { recursive: true, force: true });
    }
  },
);

/** A GET with a Host of our choosing (fetch does not let a Host header through). */
function pageOn(
  port: number,
  host: string,
  path: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, path, headers: { host: `${host}:${port}`, accept: 'text/html' } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      },
    );
    request.on('error', reject);
    request.end();
  });
}
