import {
  endpoints,
  type Endpoint,
  type Notification,
  type NotificationCounters,
  type NotificationPage,
  type RequestOptions,
} from '@coachforge/contracts';
import { fakeMe, renderWithPlatform } from '@coachforge/remote-kit/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FeedPage } from './components/feed-page';
import { groupByDay } from './group-by-day';

const NOW = new Date(2026, 10, 25, 15, 0, 0);
const secondsAt = (date: Date) => Math.floor(date.getTime() / 1000);

const notification = (id: number, overrides: Partial<Notification> = {}): Notification => ({
  id,
  read: false,
  text: `<b>Client ${id}</b> joined <b>Strength</b> for free.`,
  created_at: secondsAt(NOW),
  date_key: '25/11/2026',
  activity_type: 'client_activity',
  notification_type: 'coach_new_free_client',
  user: null,
  plan: { id: 9, title: 'Strength', custom_url: null, plan_type: 'one_many', covers: [] },
  chat_room_id: null,
  chat_message: null,
  schedule_id: null,
  schedule_date: null,
  section_id: null,
  plan_track_id: null,
  is_default_track: null,
  invite: null,
  score_comment: null,
  calendar_comment: null,
  benchmark: null,
  body_metric: null,
  challenge: null,
  ...overrides,
});

const counters = (unread: number): NotificationCounters => ({
  unread_total: unread,
  unread_activity: unread,
  unread_financial: 0,
  unread_warning: 0,
  unread_invites: 0,
  unread_leaderboards: 0,
});

const pageOf = (items: Notification[], total = items.length, offset = 0): NotificationPage => ({
  items,
  meta: { first_date: null, last_date: null, min_offset: offset, total },
});

type Answer = (endpoint: Endpoint<unknown, unknown>, options: RequestOptions<unknown>) => unknown;
const renderFeed = (answer: Answer, route?: string) =>
  renderWithPlatform(<FeedPage tab="overview" />, {
    me: fakeMe(),
    request: answer,
    ...(route ? { route, path: '/feed/overview' } : {}),
  });

beforeAll(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'setInterval', 'queueMicrotask', 'nextTick'] });
});
afterAll(() => jest.useRealTimers());

test('groups notifications under the reader’s days, newest first', () => {
  const yesterday = new Date(2026, 10, 24, 23, 30);
  const earlier = new Date(2026, 10, 1, 8, 0);
  const groups = groupByDay(
    [
      notification(3),
      notification(2, { created_at: secondsAt(yesterday) }),
      notification(1, { created_at: secondsAt(earlier) }),
    ],
    NOW,
  );
  expect(groups.map((group) => [group.label, group.items.map((item) => item.id)])).toEqual([
    ['Today', [3]],
    ['Yesterday', [2]],
    ['1 November 2026', [1]],
  ]);
});

test('shows the day headings, the unread count on the tab and a Load more for the next page', async () => {
  const first = Array.from({ length: 20 }, (_, i) =>
    notification(30 - i, i < 10 ? {} : { created_at: secondsAt(new Date(2026, 10, 24, 9)) }),
  );
  const { requests } = renderFeed((endpoint, options) => {
    if (endpoint === endpoints.notificationCounters) return counters(21);
    if (endpoint === endpoints.notifications)
      return options.query?.offset === 0
        ? pageOf(first, 21)
        : pageOf([notification(1, { created_at: secondsAt(new Date(2026, 10, 2)) })], 21, 20);
    return undefined;
  });
  const list = await screen.findByTestId('feed-list');
  expect(
    within(list)
      .getAllByRole('heading', { level: 2 })
      .map((h) => h.textContent),
  ).toEqual(['Today', 'Yesterday']);
  expect(await screen.findByTestId('feed-tab-overview')).toHaveTextContent('Overview (21)');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByTestId('notification-1')).toBeInTheDocument();
  expect(requests.filter((r) => r.path === 'notifications').map((r) => r.options.query?.offset)).toEqual([
    0, 20,
  ]);
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
});

test('an empty tab says so', async () => {
  renderFeed((endpoint) =>
    endpoint === endpoints.notifications
      ? pageOf([])
      : endpoint === endpoints.notificationCounters
        ? counters(0)
        : undefined,
  );
  expect(await screen.findByTestId('feed-empty')).toHaveTextContent('No new notifications');
  expect(screen.getByTestId('feed-read-all')).toBeDisabled();
});

test('a failed load offers Retry', async () => {
  let fail = true;
  renderFeed((endpoint) => {
    if (endpoint !== endpoints.notifications) return counters(0);
    if (fail) throw new Error('offline');
    return pageOf([notification(1)]);
  });
  expect(await screen.findByRole('alert')).toHaveTextContent('The feed could not be loaded.');
  fail = false;
  await userEvent.click(screen.getByRole('button', { name: /retry/i }));
  expect(await screen.findByTestId('notification-1')).toBeInTheDocument();
});

test('the read toggle applies at once and is put back when the API refuses it', async () => {
  let refuse!: (error: Error) => void;
  const { platform } = renderFeed((endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf([notification(7)]);
    if (endpoint === endpoints.notificationCounters) return counters(1);
    if (endpoint === endpoints.markNotificationRead)
      return new Promise((_resolve, reject) => {
        refuse = reject;
      });
    return undefined;
  });
  const item = await screen.findByTestId('notification-7');
  await userEvent.click(within(item).getByTestId('notification-toggle-read'));
  expect(item).toHaveAttribute('data-read', 'true');
  expect(within(item).getByTestId('notification-toggle-read')).toHaveTextContent('Mark as unread');
  refuse(new Error('server down'));
  await waitFor(() => expect(screen.getByTestId('notification-7')).toHaveAttribute('data-read', 'false'));
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'error',
    text: 'That could not be saved. Please try again.',
  });
});

test('a successful toggle takes the API’s counters and tells the header', async () => {
  const { emitted } = renderFeed((endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf([notification(7)]);
    if (endpoint === endpoints.notificationCounters) return counters(1);
    if (endpoint === endpoints.markNotificationRead) return counters(0);
    return undefined;
  });
  await userEvent.click(await screen.findByTestId('notification-toggle-read'));
  await waitFor(() => expect(screen.getByTestId('feed-tab-overview')).toHaveTextContent(/^Overview$/));
  expect(emitted).toContainEqual({ type: 'notifications.counters', counters: counters(0) });
});

test('opening a notification marks it read and goes where its type leads', async () => {
  const { platform, requests } = renderFeed((endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf([notification(7)]);
    if (endpoint === endpoints.notificationCounters) return counters(1);
    return counters(0);
  });
  await userEvent.click(await screen.findByTestId('notification-open'));
  expect(platform.navigate).toHaveBeenCalledWith('coach_program_view_clients', { plan_id: 9 }, undefined);
  await waitFor(() => expect(requests.map((r) => r.path)).toContain('notifications/:id/read'));
});

test('a notification pushed over the realtime channel shows without a reload', async () => {
  let items = [notification(1)];
  const { emit } = renderFeed((endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf(items);
    return counters(items.length);
  });
  await screen.findByTestId('notification-1');
  items = [notification(2), ...items];
  emit({ type: 'notifications.changed', change: 'new', notificationId: 2 });
  expect(await screen.findByTestId('notification-2')).toBeInTheDocument();
  expect(await screen.findByTestId('feed-tab-overview')).toHaveTextContent('Overview (2)');
});

test('Accept Invite shows Successfully joined, and goes back to pending when it fails', async () => {
  let accept: () => unknown = () => {
    throw new Error('nope');
  };
  const invite = notification(5, {
    notification_type: 'coach_brand_invite',
    activity_type: 'invite',
    plan: null,
    invite: { id: 44, status: 'pending' },
  });
  const { platform } = renderFeed((endpoint, options) => {
    if (endpoint === endpoints.notifications) return pageOf([invite]);
    if (endpoint === endpoints.acceptCoachInvite) {
      expect(options.params).toEqual({ id: 44 });
      return accept();
    }
    return counters(1);
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Accept Invite' }));
  expect(await screen.findByRole('button', { name: 'Accept Invite' })).toBeEnabled();
  expect(platform.toast.show).toHaveBeenCalledWith({
    type: 'error',
    text: 'Your answer could not be saved. Please try again.',
  });
  accept = () => ({ status: 'accepted' });
  await userEvent.click(screen.getByRole('button', { name: 'Accept Invite' }));
  expect(await screen.findByTestId('invite-status')).toHaveTextContent('Successfully joined');
});

test('opened at ?notification_id, the feed marks that notification read, marks it out and focuses it', async () => {
  const { requests } = renderFeed((endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf([notification(7), notification(8)]);
    if (endpoint === endpoints.notificationCounters) return counters(2);
    return counters(1);
  }, '/feed/overview?notification_id=8');
  const row = await screen.findByTestId('notification-8');
  expect(row).toHaveAttribute('aria-current', 'true');
  expect(screen.getByTestId('notification-7')).not.toHaveAttribute('aria-current');
  await waitFor(() => expect(row.querySelector('button')).toHaveFocus());
  await waitFor(() => expect(row).toHaveAttribute('data-read', 'true'));
  const reads = () => requests.filter((r) => r.path === 'notifications/:id/read');
  expect(reads().map((r) => r.options.params)).toEqual([{ id: 8 }]);
});

test('a ?notification_id further down the feed is marked read all the same; a bogus one asks nothing', async () => {
  const answer: Answer = (endpoint) => {
    if (endpoint === endpoints.notifications) return pageOf([notification(7)]);
    if (endpoint === endpoints.notificationCounters) return counters(1);
    return counters(1);
  };
  const further = renderFeed(answer, '/feed/overview?notification_id=99');
  await screen.findByTestId('notification-7');
  await waitFor(() =>
    expect(
      further.requests.filter((r) => r.path === 'notifications/:id/read').map((r) => r.options.params),
    ).toEqual([{ id: 99 }]),
  );
  further.rendered.unmount();
  const bogus = renderFeed(answer, '/feed/overview?notification_id=1%3Bdrop');
  await screen.findByTestId('notification-7');
  expect(bogus.requests.filter((r) => r.path === 'notifications/:id/read')).toEqual([]);
});
