import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { nginxConfig, type NginxLayout } from './nginx-config';

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
    'location ~ "\\.[0-9a-f]{8}\\.js(\\.map)?$" { add_header Cache-Control "public, max-age=31536000, immutable" always; }',
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
