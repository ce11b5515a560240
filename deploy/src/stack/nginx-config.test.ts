import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pageSecurityHeaders } from '../security-headers';
import { nginxConfig, workerUserFor, type NginxLayout } from './nginx-config';

const layout = (prefix: string): NginxLayout => ({
  prefix,
  port: 8520,
  apiUpstreams: ['127.0.0.1:4521', '127.0.0.1:4522'],
  shellDir: '/srv/shell',
  releasesDir: '/srv/releases',
  workspaceRemotes: { onboarding: '/srv/mfe-onboarding/dist' },
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
    /location \/ \{\s*try_files \$uri \/index\.html;\s*add_header Cache-Control "no-cache" always;/,
  );
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
    const prefix = mkdtempSync(join(tmpdir(), 'coachforge-nginx-'));
    chmodSync(prefix, 0o755);
    const port = 18000 + Math.floor(Math.random() * 2000);
    const site = {
      ...layout(prefix),
      port,
      shellDir: join(prefix, 'shell'),
      releasesDir: join(prefix, 'releases'),
      workspaceRemotes: { onboarding: join(prefix, 'onboarding') },
    };
    for (const dir of ['logs', 'temp', 'shell', 'releases', 'onboarding']) mkdirSync(join(prefix, dir));
    writeFileSync(join(prefix, 'shell', 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(prefix, 'releases', 'remotes.json'), '{}');
    writeFileSync(join(prefix, 'onboarding', 'remoteEntry.js'), '');
    writeFileSync(join(prefix, 'onboarding', 'chunk.0123abcd.js'), '');
    writeFileSync(join(prefix, 'nginx.conf'), nginxConfig(site));
    const server = spawn(nginx, ['-p', prefix, '-c', join(prefix, 'nginx.conf'), '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    try {
      const get = async (path: string) => {
        for (let attempt = 0; ; attempt += 1) {
          try {
            return await fetch(`http://127.0.0.1:${port}${path}`, { headers: { accept: 'text/html' } });
          } catch (error) {
            if (attempt > 50) throw error;
            await new Promise((resolve) => setTimeout(resolve, 100));
          }
        }
      };
      for (const path of [
        '/',
        '/coach/calendar',
        '/remotes.json',
        '/remotes/onboarding/remoteEntry.js',
        '/remotes/onboarding/chunk.0123abcd.js',
        '/releases/remotes.json',
      ]) {
        const response = await get(path);
        for (const [name, value] of Object.entries(pageSecurityHeaders()))
          expect({ path, name, value: response.headers.get(name) }).toEqual({ path, name, value });
        expect(response.headers.get('strict-transport-security')).toBeNull();
      }
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    }
  },
);

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
