import type { Page } from '@playwright/test';

/** The packages DESIGN.md says the browser loads once per page (@coachforge/build's shared list). */
export const SHARED_SINGLETON_PACKAGES = [
  'react',
  'react-dom',
  'styled-components',
  '@tanstack/react-query',
  'formik',
  'yup',
  'luxon',
  '@coachforge/contracts',
  '@coachforge/ui',
  '@coachforge/remote-kit',
];

/** For each shared package, every "<version> from <build>" the federation runtime has actually loaded. */
export function loadedSharedProviders(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    type Share = { loaded?: boolean; from: string };
    const federation = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Share>>>> };
      }
    ).__FEDERATION__;
    const loaded: Record<string, string[]> = {};
    for (const scopes of Object.values(federation.__SHARE__))
      for (const packages of Object.values(scopes))
        for (const [name, versions] of Object.entries(packages))
          for (const [version, share] of Object.entries(versions)) {
            const provider = `${version} from ${share.from}`;
            if (share.loaded && !(loaded[name] ??= []).includes(provider)) loaded[name]!.push(provider);
          }
    return loaded;
  });
}

/** Script files fetched from a remote's folder: its fallback copies of shared packages must not be among them. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}
