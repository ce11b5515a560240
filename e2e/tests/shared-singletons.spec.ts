import { messages } from '@coachforge/contracts';
import { expect, test, type Page } from '../support/test';
import { openSignInApp } from '../support/platform';
import {
  loadedSharedProviders,
  recordScripts,
  SHARED_SINGLETON_PACKAGES,
} from '../support/shared-singletons';

const USED_ON_THE_SIGN_IN_PAGE = [
  'react',
  'react-dom',
  'styled-components',
  'formik',
  'yup',
  '@coachforge/contracts',
  '@coachforge/ui',
  '@coachforge/remote-kit',
];

interface MfManifest {
  shared: { name: string; assets: { js: { sync: string[]; async: string[] } } }[];
}

/**
 * However the page comes together — the remote first thing at boot, or the shell alone first and the
 * remote later on a client-side navigation — each shared package is loaded once, from one build.
 */
async function expectEachSingletonOnce(page: Page, scripts: string[]) {
  const providers = await loadedSharedProviders(page);
  for (const name of SHARED_SINGLETON_PACKAGES) {
    const loaded = providers[name] ?? [];
    // Packages nobody on this page imports (luxon here) may be absent; none is loaded twice.
    const expected = USED_ON_THE_SIGN_IN_PAGE.includes(name) ? 1 : Math.min(loaded.length, 1);
    expect(loaded, `${name}: ${JSON.stringify(loaded)}`).toHaveLength(expected);
  }

  // The shell's copies serve every build for what the shell itself uses (it imports no router or forms).
  for (const name of ['react', 'react-dom', 'styled-components', '@coachforge/contracts', '@coachforge/ui'])
    expect(providers[name]![0], name).toMatch(/ from shell$/);

  const manifestUrl = (
    (await (await page.request.get('/remotes.json')).json()) as {
      remotes: { name: string; manifest: string }[];
    }
  ).remotes.find((remote) => remote.name === 'onboarding')!.manifest;
  const manifest = (await (await page.request.get(manifestUrl)).json()) as MfManifest;
  const remoteFolder = manifestUrl.replace(/mf-manifest\.json$/, '');
  // A remote's own copy of a package may be fetched only when it is the one copy on the page (the shell
  // does not use formik, say); never beside another build's copy.
  for (const shared of manifest.shared) {
    const fromRemote = (providers[shared.name] ?? []).every((provider) =>
      provider.endsWith(' from onboarding'),
    );
    if (fromRemote) continue;
    for (const file of [...shared.assets.js.sync, ...shared.assets.js.async])
      expect(scripts, `${shared.name}'s fallback ${file} was fetched`).not.toContain(
        `${remoteFolder}${file}`,
      );
  }
}

test('each shared package is loaded once when the remote loads at boot', async ({ page }) => {
  const scripts = recordScripts(page);
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expectEachSingletonOnce(page, scripts);
});

test('each shared package is loaded once when the shell runs alone first and the remote arrives later', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();
  expect(scripts.some((path) => path.includes('/onboarding/'))).toBe(false);
  const beforeRemote = await loadedSharedProviders(page);

  await page.getByRole('button', { name: messages.notFoundPage.action }).click();
  await expect(page.getByRole('heading', { name: 'Create your coach account' })).toBeVisible();
  await expectEachSingletonOnce(page, scripts);
  // What the shell had loaded is what the remote uses: nothing was swapped for the remote's copy.
  const afterRemote = await loadedSharedProviders(page);
  for (const [name, providers] of Object.entries(beforeRemote)) expect(afterRemote[name]).toEqual(providers);
});
