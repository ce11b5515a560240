import { expect, test } from '../support/test';
import { clientSignedIn, freeProgram, signUpFinishedCoach } from '../support/account-api';
import { uniqueEmail } from '../support/platform';

test('a client getting a coach’s program shows up in the coach’s feed and header without a reload, and the coach marks it read', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const coach = {
    email: uniqueEmail('feedcoach'),
    password: 'feed-coach',
    first_name: 'Fern',
    last_name: 'Feed',
  };
  const coachAuth = await signUpFinishedCoach(page, request, coach);
  const planId = await freeProgram(request, coachAuth, { plan_type: 'one_many', title: 'Feed mobility' });

  // The coach opens the feed: nothing yet, and no dot in the header.
  await page.getByTestId('header-notifications').click();
  await expect(page.getByTestId('my-feed-empty')).toHaveText('No new notifications');
  await page.getByTestId('my-feed-see-all').click();
  await expect(page).toHaveURL(/\/feed\/overview$/);
  await expect(page.getByTestId('feed-empty')).toContainText('No new notifications');
  await expect(page.getByTestId('header-notifications-dot')).toHaveCount(0);

  // In a browser of their own, a client gets the program.
  const athlete = {
    email: uniqueEmail('feedclient'),
    password: 'feed-client',
    first_name: 'Cleo',
    last_name: 'Client',
  };
  const { clientContext, client } = await clientSignedIn(browser, request, athlete);
  await client.goto(`/p/${planId}`);
  await client.getByRole('button', { name: 'Get for Free' }).click();
  await expect(client.getByTestId('what-happens-next')).toContainText('Feed mobility');
  await clientContext.close();

  // Without a reload, the coach's feed and header hear of it.
  const feed = page.getByTestId('feed-list');
  await expect(feed).toContainText('Cleo Client joined Feed mobility for free.', { timeout: 20_000 });
  await expect(feed.getByRole('heading', { level: 2 })).toHaveText(['Today']);
  await expect(page.getByTestId('header-notifications-dot')).toBeVisible();
  await expect(page.getByTestId('feed-tab-overview')).toHaveText('Overview (1)');
  await expect(page.getByTestId('feed-tab-activity')).toHaveText('Activity (1)');

  // The header's My Feed shows it too.
  await page.getByTestId('header-notifications').click();
  await expect(page.getByTestId('my-feed')).toContainText('Cleo Client joined Feed mobility for free.');
  await page.keyboard.press('Escape');

  // The coach marks it read: the item, the tab counts and the header follow at once.
  const item = feed.locator('[data-testid^="notification-"][data-read]').first();
  await expect(item).toHaveAttribute('data-read', 'false');
  await item.getByTestId('notification-toggle-read').click();
  await expect(item).toHaveAttribute('data-read', 'true');
  await expect(page.getByTestId('feed-tab-overview')).toHaveText('Overview');
  await expect(page.getByTestId('header-notifications-dot')).toHaveCount(0);

  // And it stays read.
  await page.reload();
  await expect(page.getByTestId('feed-list').locator('[data-read]').first()).toHaveAttribute(
    'data-read',
    'true',
  );
  await expect(page.getByTestId('header-notifications-dot')).toHaveCount(0);
  const me = await (await request.get('/api/users/me', { headers: coachAuth })).json();
  expect(me.current.has_new_notifications).toBe(false);
});
