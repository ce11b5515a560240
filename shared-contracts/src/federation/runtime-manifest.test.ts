import { readRuntimeManifest, type RuntimeManifest } from './runtime-manifest';

const programs = {
  name: 'programs',
  title: 'Programs',
  manifest: '/remotes/programs/mf-manifest.json',
  version: '1.0.0',
  activeWhen: ['/coach/programs'],
  contracts: '^0.3.0',
};
const live: RuntimeManifest = {
  webClient: { id: 'web', secret: 'secret' },
  remotes: [programs],
  remoteLoadTimeLimitMs: 15_000,
  errorReporting: { dsn: 'https://key@errors.example/1', environment: 'production' },
};

test('a manifest as the web server writes it reads as itself', () => {
  expect(readRuntimeManifest(JSON.parse(JSON.stringify(live)))).toEqual(live);
  expect(readRuntimeManifest({ webClient: live.webClient, remotes: [] })).toEqual({
    webClient: live.webClient,
    remotes: [],
  });
});

test('fields the shell does not know are left out, at every level', () => {
  const read = readRuntimeManifest({
    ...live,
    extra: true,
    webClient: { ...live.webClient, scope: 'all' },
    remotes: [{ ...programs, exposes: ['./app'] }],
  });
  expect(read).toEqual(live);
});

test.each([
  ['not an object', null, 'document'],
  ['a list', [], 'document'],
  ['no web client', { remotes: [] }, 'webClient'],
  ['an empty client secret', { ...live, webClient: { id: 'web', secret: '' } }, 'webClient.secret'],
  ['remotes not a list', { ...live, remotes: { programs } }, 'remotes'],
  [
    'a remote name that is not one',
    { ...live, remotes: [{ ...programs, name: 'Programs!' }] },
    'remotes[0].name',
  ],
  [
    'a remote that owns no path',
    { ...live, remotes: [{ ...programs, activeWhen: [] }] },
    'remotes[0].activeWhen',
  ],
  [
    'a path that is not text',
    { ...live, remotes: [{ ...programs, activeWhen: [7] }] },
    'remotes[0].activeWhen[0]',
  ],
  [
    'a remote without its contracts',
    { ...live, remotes: [{ ...programs, contracts: undefined }] },
    'contracts',
  ],
  ['a time limit of zero', { ...live, remoteLoadTimeLimitMs: 0 }, 'remoteLoadTimeLimitMs'],
  ['a time limit as text', { ...live, remoteLoadTimeLimitMs: '15000' }, 'remoteLoadTimeLimitMs'],
  [
    'error reporting without its environment',
    { ...live, errorReporting: { dsn: 'x' } },
    'errorReporting.environment',
  ],
])('%s is refused, naming the field', (_case, value, field) => {
  expect(() => readRuntimeManifest(value)).toThrow(field);
});
