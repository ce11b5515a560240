import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readConfig } from './config';
import { isLoopbackHost, startupPosture } from './startup-posture';

type Row = [
  bind: string,
  nodeEnv: string | undefined,
  smtp: boolean,
  outbox: boolean,
  demo: boolean,
  refused: boolean,
];

describe('the start-up posture (bind × NODE_ENV × SMTP)', () => {
  test.each<Row>([
    // bind          NODE_ENV       SMTP   outbox  demo   refused
    ['127.0.0.1', undefined, false, true, true, false],
    ['127.0.0.1', 'development', false, true, true, false],
    ['127.0.0.1', undefined, true, false, true, false],
    ['localhost', 'test', false, true, true, false],
    ['::1', undefined, false, true, true, false],
    ['127.0.0.1', 'production', false, false, false, false],
    ['127.0.0.1', 'production', true, false, false, false],
    ['0.0.0.0', undefined, false, true, true, true],
    ['0.0.0.0', 'development', true, false, true, true],
    ['::', undefined, false, true, true, true],
    ['192.168.1.20', undefined, false, true, true, true],
    ['0.0.0.0', 'production', false, false, false, false],
    ['0.0.0.0', 'production', true, false, false, false],
  ])(
    'bound to %s with NODE_ENV=%s and SMTP %s: outbox %s, demo %s, refused %s',
    (bind, nodeEnv, smtp, outbox, demo, refused) => {
      const posture = startupPosture({
        bindHosts: [bind],
        nodeEnv,
        smtpConfigured: smtp,
        demoDataWanted: true,
      });
      expect({
        outbox: posture.serveOutbox,
        demo: posture.seedDemoData,
        refused: Boolean(posture.refusal),
      }).toEqual({
        outbox,
        demo,
        refused,
      });
    },
  );

  test('a public development start with the outbox off by SMTP and the demo off by choice may start', () => {
    const posture = startupPosture({
      bindHosts: ['0.0.0.0'],
      nodeEnv: undefined,
      smtpConfigured: true,
      demoDataWanted: false,
    });
    expect(posture).toEqual({ production: false, serveOutbox: false, seedDemoData: false });
  });

  test('the refusal names what would be exposed, where, and how to start safely', () => {
    const { refusal } = startupPosture({
      bindHosts: ['127.0.0.1', '0.0.0.0'],
      nodeEnv: undefined,
      smtpConfigured: false,
      demoDataWanted: true,
    });
    expect(refusal).toContain('the mail outbox and the demo logins');
    expect(refusal).toContain('reachable on 0.0.0.0.');
    expect(refusal).toContain('NODE_ENV=production');
  });

  test.each([
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['localhost', true],
    ['[::1]', true],
    ['::ffff:127.0.0.1', true],
    ['0.0.0.0', false],
    ['::', false],
    ['10.0.0.4', false],
    ['api.example.com', false],
  ])('%s is loopback: %s', (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe('the API configuration read from the environment', () => {
  test('a default start is a loopback development start with the outbox and the demo logins', () => {
    expect(readConfig({})).toMatchObject({
      serveOutbox: true,
      seedDemoData: true,
      startupRefusal: undefined,
    });
  });

  test('production turns both off', () => {
    expect(readConfig({ NODE_ENV: 'production', API_HOST: '0.0.0.0' })).toMatchObject({
      serveOutbox: false,
      seedDemoData: false,
      startupRefusal: undefined,
    });
  });

  test('API_HOST=0.0.0.0 outside production is refused', () => {
    expect(readConfig({ API_HOST: '0.0.0.0' }).startupRefusal).toMatch(/Refusing to start/);
  });
});

describe('starting the API', () => {
  const startApi = (env: NodeJS.ProcessEnv) =>
    spawnSync(process.execPath, ['--import', 'tsx', join(__dirname, 'main.ts')], {
      // From the API's folder, whichever folder jest was started in: tsx is the API's own dependency.
      cwd: join(__dirname, '..'),
      env: { PATH: process.env.PATH, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });

  test('a development start on a public address refuses with a clear message and never listens', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'coachforge-posture-'));
    try {
      const started = startApi({ API_HOST: '0.0.0.0', API_PORT: '0', DATA_DIR: dataDir });
      expect(started.status).toBe(1);
      expect(started.stderr).toContain('Refusing to start: the mail outbox and the demo logins');
      expect(started.stderr).toContain('NODE_ENV=production');
      // It stopped before opening the database.
      expect(readdirSync(dataDir)).toEqual([]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
