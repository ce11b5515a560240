/** @jest-environment node */
import { answersFromThePage } from './answers-from-the-page';

type FetchHook = (url: string, init: RequestInit) => Promise<Response> | undefined;

test('the federation runtime is answered from the page when the page holds the answer, and fetches otherwise', async () => {
  const held: Record<string, unknown> = { 'http://localhost/remotes/a/mf-manifest.json': { id: 'a' } };
  const plugin = answersFromThePage((url) => held[url]);
  const fetchHook = plugin.fetch as unknown as FetchHook;

  const answered = await fetchHook('http://localhost/remotes/a/mf-manifest.json', {});
  expect(answered?.headers.get('content-type')).toBe('application/json');
  expect(await answered?.json()).toEqual({ id: 'a' });
  expect(fetchHook('http://localhost/remotes/b/mf-manifest.json', {})).toBeUndefined();
});
