import { chmodSync, cpSync, existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { CONTRACTS_VERSION, messages } from '@coachforge/contracts';
import { expect, test, type Page } from '../support/test';
import { startOwnPlatform, type OwnPlatform } from '../support/own-platform';
import { openSignInApp } from '../support/platform';

/**
 * Remotes ship on their own schedule: released into immutable folders, promoted and rolled back one
 * manifest line at a time, and refused by the shell when built against another major of the contracts.
 * The tests run their own platform so their deploys never reach the shared one.
 */
test.describe.configure({ mode: 'serial' });

let platform: OwnPlatform;
const stamp = Date.now().toString(36);
const first = `0.1.0-a${stamp}`;
const second = `0.1.0-b${stamp}`;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  platform = await startOwnPlatform({ REMOTE_LOAD_TIME_LIMIT_MS: '3000' });
});
test.afterAll(async () => platform?.stop());

/** Simulates a build made elsewhere against another contracts version: its recorded build info says so. */
function copyReleaseBuiltAgainst(from: string, version: string, contractsVersion: string) {
  const source = join(platform.releasesDir, 'onboarding', from);
  const target = join(platform.releasesDir, 'onboarding', version);
  cpSync(source, target, { recursive: true });
  for (const file of ['mf-manifest.json', 'release.json']) {
    const path = join(target, file);
    chmodSync(path, 0o644);
    const json = JSON.parse(readFileSync(path, 'utf8'));
    if (file === 'release.json') Object.assign(json, { version, contractsVersion });
    else json.metaData.buildInfo.contractsVersion = contractsVersion;
    writeFileSync(path, JSON.stringify(json));
    // A build writes each file compressed beside itself, and those are what the web server sends.
    for (const [suffix, compress] of [
      ['.gz', gzipSync],
      ['.br', brotliCompressSync],
    ] as const) {
      if (!existsSync(path + suffix)) continue;
      chmodSync(path + suffix, 0o644);
      writeFileSync(path + suffix, compress(readFileSync(path)));
    }
  }
}

async function openSignIn(page: Page, waitUntil: 'load' | 'domcontentloaded' = 'load') {
  await openSignInApp(page, `${platform.url}/onboarding/sign_in`, waitUntil);
}

test('a remote released twice is promoted and rolled back, and each page load shows the release it points at', async ({
  page,
}) => {
  test.setTimeout(300_000);
  platform.deploy('release', 'onboarding', first);
  platform.deploy('release', 'onboarding', second);
  expect(() => platform.deploy('release', 'onboarding', first)).toThrow(/exists already/);

  platform.deploy('promote', 'onboarding', first);
  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('remote-release')).toHaveText(`Sign-in and sign-up · release ${first}`);

  platform.deploy('promote', 'onboarding', second);
  await openSignIn(page);
  await expect(page.getByTestId('remote-release')).toHaveText(`Sign-in and sign-up · release ${second}`);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();

  platform.deploy('rollback', 'onboarding');
  await openSignIn(page);
  await expect(page.getByTestId('remote-release')).toHaveText(`Sign-in and sign-up · release ${first}`);

  // The files of a release are cached for good; the runtime manifest never is.
  const manifest = await page.request.get(`${platform.url}/remotes.json`);
  expect(manifest.headers()['cache-control']).toBe('no-store');
  const entry = await page.request.get(`${platform.url}/releases/onboarding/${first}/remoteEntry.js`);
  expect(entry.headers()['cache-control']).toContain('immutable');
});

test('the shell refuses a remote built against another major of the contracts, names both versions, and the rest of the page works', async ({
  page,
}) => {
  const major = `${Number(CONTRACTS_VERSION.split('.')[0]) + 1}.0.0`;
  const version = `0.1.0-major${stamp}`;
  copyReleaseBuiltAgainst(first, version, major);
  platform.deploy('promote', 'onboarding', version);

  const consoleErrors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
  const remoteScripts: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes(`/releases/onboarding/${version}/`) && request.resourceType() === 'script')
      remoteScripts.push(request.url());
  });
  await openSignIn(page);
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText(messages.shell.remoteFailed('Sign-in and sign-up'));
  await expect(panel).toContainText(messages.shell.remoteIncompatibleDetail);
  expect(consoleErrors).toContain(
    `Remote refused: Remote "onboarding" was built against contracts ${major}, but the shell uses contracts ${CONTRACTS_VERSION} (another major version).`,
  );
  // Refused before any of its code ran.
  expect(remoteScripts).toEqual([]);

  // The shell itself still routes: its own 404 page works beside the refused remote.
  await page.goto(`${platform.url}/no/such/page`);
  await expect(page.getByRole('heading', { name: messages.notFoundPage.title })).toBeVisible();

  platform.deploy('rollback', 'onboarding');
  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
});

test('the shell accepts a remote built against a newer minor of the contracts', async ({ page }) => {
  const [major, minor] = CONTRACTS_VERSION.split('.').map(Number) as [number, number];
  const newerMinor = `${major}.${minor + 1}.0`;
  const version = `0.1.0-minor${stamp}`;
  copyReleaseBuiltAgainst(first, version, newerMinor);
  platform.deploy('promote', 'onboarding', version);

  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('error-panel')).toHaveCount(0);
  platform.deploy('rollback', 'onboarding');
});

test('a remote slower than the time limit is contained with Retry, and Retry shows it once it arrives', async ({
  page,
}) => {
  // The remote's entry is held until Retry is pressed, so the test does not race the time limit: it
  // arrives when the person asks again, whichever request (the first or a new one) brings it.
  let slow = true;
  await page.route('**/releases/onboarding/**/remoteEntry.js', async (route) => {
    while (slow) await new Promise((resolve) => setTimeout(resolve, 50));
    await route.continue();
  });
  // Not waiting for the load event, which waits for the held entry.
  await openSignIn(page, 'domcontentloaded');
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText(messages.shell.remoteFailed('Sign-in and sign-up'));
  await expect(panel).toContainText(messages.shell.remoteFailedDetail);

  slow = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(panel).toHaveCount(0);
});

test('a promoted release whose files are gone is contained with Retry, and a rollback brings the page back', async ({
  page,
}) => {
  const version = `0.1.0-lost${stamp}`;
  copyReleaseBuiltAgainst(first, version, CONTRACTS_VERSION);
  platform.deploy('promote', 'onboarding', version);
  // The storage lost the upload after the promotion.
  rmSync(join(platform.releasesDir, 'onboarding', version), { recursive: true, force: true });

  await openSignIn(page);
  const panel = page.getByTestId('error-panel');
  await expect(panel).toContainText(messages.shell.remoteFailed('Sign-in and sign-up'));
  await expect(panel).toContainText(messages.shell.remoteFailedDetail);
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(panel).toContainText(messages.shell.remoteFailed('Sign-in and sign-up'));

  platform.deploy('rollback', 'onboarding');
  await openSignIn(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect(page.getByTestId('remote-release')).toHaveText(`Sign-in and sign-up · release ${first}`);
});
