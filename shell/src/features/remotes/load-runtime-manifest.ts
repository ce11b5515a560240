import { RUNTIME_MANIFEST_PATH, runtimeManifestSchema, type RuntimeManifest } from '@coachforge/contracts';

/** Reads where the remotes are today. Never cached: a deploy is a change to this file. */
export async function loadRuntimeManifest(fetchImpl: typeof fetch = fetch): Promise<RuntimeManifest> {
  const response = await fetchImpl(RUNTIME_MANIFEST_PATH, { cache: 'no-store' });
  if (!response.ok) throw new Error(`The runtime manifest answered ${response.status}`);
  return runtimeManifestSchema.validate(await response.json(), { stripUnknown: true });
}
