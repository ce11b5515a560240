import { expect, test, type Page } from '../support/test';
import { signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

/**
 * Text people type is stored as they typed it and shown as text wherever the platform shows it: markup
 * and script in it never run. Names refuse markup characters outright (a field rule), so the free-text
 * fields carry the payloads: the titles of media, shown in the library and its viewer.
 */
const payloads = [
  '<img src=x onerror="window.__pwned=1">',
  '<script>window.__pwned=2</script>',
  '"><svg onload="window.__pwned=3">',
];

async function expectNothingRan(page: Page) {
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  await expect(page.locator('img[src="x"], svg[onload]')).toHaveCount(0);
}

test('titles holding markup and script are shown as text in the media library and never run', async ({
  page,
  request,
}) => {
  // No network beyond this machine: YouTube thumbnails are refused rather than left hanging.
  await page.route(/^https:\/\/(i\.ytimg\.com|www\.youtube-nocookie\.com)\//, (route) => route.abort());
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const email = uniqueEmail('markup');
  const password = 'markup-is-text-only';
  const auth = await signUpFinishedCoach(page, request, {
    email,
    password,
    first_name: 'Mark',
    last_name: 'Up',
  });
  for (const [n, title] of payloads.entries()) {
    const created = await request.post('/api/media', {
      headers: auth,
      data: { media: { video_url: `https://www.youtube.com/watch?v=dQw4w9WgXc${n}`, title } },
    });
    expect(created.status(), await created.text()).toBe(201);
  }

  await page.goto('/coach/resources');
  for (const title of payloads) await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await expectNothingRan(page);
  await page.getByText(payloads[0]!, { exact: true }).first().click();
  await expectNothingRan(page);
  expect(dialogs).toEqual([]);
});
