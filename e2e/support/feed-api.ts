import type { FeedTab, NotificationPage } from '@coachforge/contracts';
import type { APIRequestContext } from '@playwright/test';
import type { Auth } from './account-api';

/** The first page of one tab of the caller's feed, read through the API (for `expect.poll`). */
export async function feedNotifications(request: APIRequestContext, auth: Auth, tab: FeedTab) {
  const feed = await request.get('/api/notifications', { headers: auth, params: { tab } });
  return ((await feed.json()) as NotificationPage).items;
}
