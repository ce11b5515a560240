import { endpoints, type BusEvent, type Endpoint, type Notification } from '@coachforge/contracts';
import { defaultUiTheme } from '@coachforge/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { filter, Subject } from 'rxjs';
import { navigateToUrl } from 'single-spa';
import { ThemeProvider } from 'styled-components';
import { MyFeedPopup } from './my-feed-popup';

jest.mock('single-spa', () => ({ navigateToUrl: jest.fn() }));

const joined = {
  id: 8,
  read: false,
  text: '<b>Alex</b> joined <b>Strength</b> for free.',
  notification_type: 'coach_new_free_client',
  plan: { id: 4 },
  chat_room_id: null,
  score_comment: null,
  calendar_comment: null,
} as unknown as Notification;

function renderPopup(items: Notification[], hasUnread = false) {
  const events = new Subject<BusEvent>();
  const request = jest.fn(async (endpoint: Endpoint<unknown, unknown>) =>
    endpoint === endpoints.notifications ? { items, meta: { total: items.length } } : {},
  );
  render(
    <ThemeProvider theme={defaultUiTheme}>
      <ul>
        <MyFeedPopup
          api={{ request: request as never }}
          bus={{
            emit: (event) => events.next(event),
            on: (type) => events.pipe(filter((e) => e.type === type)) as never,
          }}
          hasUnread={hasUnread}
        />
      </ul>
    </ThemeProvider>,
  );
  return { events, request };
}

const counters = (unread: number) => ({
  unread_total: unread,
  unread_activity: unread,
  unread_financial: 0,
  unread_warning: 0,
  unread_invites: 0,
  unread_leaderboards: 0,
});

test('the dot lights when a notification arrives and goes out when everything is read', () => {
  const { events } = renderPopup([]);
  expect(screen.queryByTestId('header-notifications-dot')).not.toBeInTheDocument();
  act(() => events.next({ type: 'notifications.changed', change: 'new', notificationId: 1 }));
  expect(screen.getByTestId('header-notifications-dot')).toBeInTheDocument();
  act(() => events.next({ type: 'notifications.counters', counters: counters(0) }));
  expect(screen.queryByTestId('header-notifications-dot')).not.toBeInTheDocument();
});

test('My Feed says there is nothing new, and links to the feed', async () => {
  const { request } = renderPopup([]);
  await userEvent.click(screen.getByTestId('header-notifications'));
  expect(await screen.findByTestId('my-feed-empty')).toHaveTextContent('No new notifications');
  expect(request).toHaveBeenCalledWith(
    endpoints.notifications,
    expect.objectContaining({ query: { read: false, limit: 5 } }),
  );
  await userEvent.click(screen.getByTestId('my-feed-see-all'));
  expect(navigateToUrl).toHaveBeenCalledWith('/feed/overview');
});

test('opening an unread notification marks it read and goes where it leads', async () => {
  const { request } = renderPopup([joined], true);
  await userEvent.click(screen.getByTestId('header-notifications'));
  const list = await screen.findByRole('list', { name: 'My Feed' });
  await userEvent.click(within(list).getByTestId('my-feed-8'));
  expect(request).toHaveBeenCalledWith(
    endpoints.markNotificationRead,
    expect.objectContaining({ params: { id: 8 } }),
  );
  expect(navigateToUrl).toHaveBeenCalledWith('/coach/programs/4/clients');
});

test('a notification that arrives while My Feed is open joins the list, which stays on screen meanwhile', async () => {
  const mentioned = { ...joined, id: 9, text: 'Casey Coach mentioned you.' } as Notification;
  const items = [joined];
  const { events } = renderPopup(items, true);
  await userEvent.click(screen.getByTestId('header-notifications'));
  const list = await screen.findByRole('list', { name: 'My Feed' });
  expect(within(list).getAllByRole('listitem')).toHaveLength(1);

  items.unshift(mentioned);
  act(() => events.next({ type: 'notifications.changed', change: 'new', notificationId: 9 }));
  // No spinner in between: the list on screen stays until the newer one is here.
  expect(screen.getByRole('list', { name: 'My Feed' })).toBeInTheDocument();
  expect(await within(list).findByText('Casey Coach mentioned you.')).toBeInTheDocument();
  expect(within(list).getAllByRole('listitem')).toHaveLength(2);
});
