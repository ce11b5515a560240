import { expect, test, type Page } from '../support/test';
import { openSignInApp } from '../support/platform';
import { askRuntimeManifestFromNetwork } from '../support/runtime-manifest';

/**
 * With a collector configured (BROWSER_ERROR_REPORTING_DSN, here put into the runtime manifest the shell
 * reads), an error in the page is reported there; without one the reporting library is never downloaded.
 * The DSN is same-origin so the page's Content-Security-Policy lets the report out as it would let out
 * the configured collector's.
 */
async function withCollector(page: Page, envelopes: string[]) {
  const origin = new URL(page.url() === 'about:blank' ? test.info().project.use.baseURL! : page.url()).origin;
  const dsn = origin.replace('://', '://publickey@') + '/7';
  await askRuntimeManifestFromNetwork(page);
  await page.route('**/remotes.json', async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    await route.fulfill({ response, json: { ...manifest, errorReporting: { dsn, environment: 'e2e' } } });
  });
  await page.route('**/api/7/envelope/**', async (route) => {
    envelopes.push(route.request().postData() ?? '');
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{}' });
  });
}

test('an error in the page reaches the configured collector', async ({ page }) => {
  const envelopes: string[] = [];
  await withCollector(page, envelopes);
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /error-reporting/.test(entry.name)),
      ),
    )
    .toBe(true);
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('a defect in the page');
    });
  });
  await expect.poll(() => envelopes.some((envelope) => envelope.includes('a defect in the page'))).toBe(true);
});

test('without a collector the reporting library is not even downloaded', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => request.resourceType() === 'script' && scripts.push(request.url()));
  await openSignInApp(page);
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  expect(scripts.filter((url) => /error-reporting/.test(url))).toEqual([]);
});
