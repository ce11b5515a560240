import { RUNTIME_MANIFEST_PATH, readRuntimeManifest, type RuntimeManifest } from '@coachforge/contracts';

/**
 * Reads where the remotes are today. Never cached: a deploy is a change to this file. The first HTML
 * holds the file as the web server read it for this page (`takePageAnswer`): then the browser does not ask
 * for it again, and the session starts a round trip sooner. An answer that does not read as a manifest
 * is set aside and the file is fetched.
 */
export async function loadRuntimeManifest(
  fetchImpl: typeof fetch = fetch,
  takePageAnswer: (url: string) => unknown = () => undefined,
): Promise<RuntimeManifest> {
  const answer = takePageAnswer(RUNTIME_MANIFEST_PATH);
  if (answer !== undefined) {
    try {
      return readRuntimeManifest(answer);
    } catch {
      // Fetched below.
    }
  }
  const response = await fetchImpl(RUNTIME_MANIFEST_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The runtime manifest answered ${response.status}`);
  return readRuntimeManifest(await response.json());
}
