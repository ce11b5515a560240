import { RUNTIME_MANIFEST_PATH } from '@coachforge/contracts';
import type { Page } from '@playwright/test';

const PRELOADS = /(<script type="application\/json" id="cf-preloads">)(.*?)(<\/script>)/s;

/**
 * Pages come with the runtime manifest in them (decision 0259). For a test that changes what
 * /remotes.json answers (page.route), this takes it out of every page the test opens, so the shell asks
 * the network for it, as it does when the page has none.
 */
export async function askRuntimeManifestFromNetwork(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    const html = await response.text();
    const body = html.replace(PRELOADS, (_all, open: string, data: string, close: string) => {
      const preloads = (JSON.parse(data) as { href: string }[]).filter(
        ({ href }) => href !== RUNTIME_MANIFEST_PATH,
      );
      // As the server writes it: nothing in the data can end its element.
      return `${open}${JSON.stringify(preloads).replace(/</g, '\\u003c')}${close}`;
    });
    await route.fulfill({ response, body });
  });
}
