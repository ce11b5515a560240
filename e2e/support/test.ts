import { messages } from '@coachforge/contracts';
import { test as base } from '@playwright/test';

export { expect } from '@playwright/test';
export type { APIRequestContext, BrowserContext, Page } from '@playwright/test';

/**
 * The platform's test, with one habit of a real user: a release note published by another test pops up
 * for every account that existed before it (the seeded demo accounts among them), at the bottom right,
 * over whatever is there. Like a coach would, the page closes it and carries on. Tests about release
 * notes themselves import `test` from Playwright, without this.
 */
export const test = base.extend({
  page: async ({ page }, provide) => {
    await page.addLocatorHandler(page.getByTestId('release-note-popup'), async (popup) => {
      await popup.getByRole('button', { name: messages.releaseNotes.close }).click();
    });
    await provide(page);
  },
});
