/** @jest-environment node */
import type { RuntimeManifest } from '@coachforge/contracts';
import { loadRuntimeManifest } from './load-runtime-manifest';

const live: RuntimeManifest = {
  webClient: { id: 'web', secret: 'secret' },
  remotes: [
    {
      name: 'programs',
      title: 'Programs',
      manifest: '/remotes/programs/mf-manifest.json',
      version: '1.0.0',
      activeWhen: ['/coach/programs'],
      contracts: '^0.3.0',
    },
  ],
};

const answering = (body: unknown) =>
  jest.fn(async () => new Response(JSON.stringify(body), { status: 200 })) as unknown as jest.Mock &
    typeof fetch;

test('the manifest the page holds is used as it is, and nothing is fetched', async () => {
  const fetchImpl = answering({ ...live, remotes: [] });
  const taken: string[] = [];
  const manifest = await loadRuntimeManifest(fetchImpl, (url) => {
    taken.push(url);
    return live;
  });
  expect(manifest).toEqual(live);
  expect(taken).toEqual(['/remotes.json']);
  expect(fetchImpl).not.toHaveBeenCalled();
});

test('without one, or with one that is not a manifest, the live file is fetched, never from a cache', async () => {
  const fetchImpl = answering(live);
  expect(await loadRuntimeManifest(fetchImpl)).toEqual(live);
  expect(await loadRuntimeManifest(fetchImpl, () => ({ remotes: 'nothing' }))).toEqual(live);
  expect(fetchImpl).toHaveBeenCalledTimes(2);
  expect(fetchImpl).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
});

test('a manifest that cannot be fetched stops the start', async () => {
  const fetchImpl = jest.fn(async () => new Response('', { status: 503 })) as unknown as typeof fetch;
  await expect(loadRuntimeManifest(fetchImpl)).rejects.toThrow('The runtime manifest answered 503');
});
