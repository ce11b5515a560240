/** @jest-environment node */
import { busEventsOf } from './map-cable-message';

const counters = {
  unread_total: 1,
  unread_activity: 1,
  unread_financial: 0,
  unread_warning: 0,
  unread_invites: 0,
  unread_leaderboards: 0,
};

test.each([
  [
    'NotificationChannel',
    { type: 'counters', data: counters },
    [{ type: 'notifications.counters', counters }],
  ],
  [
    'NotificationChannel',
    { type: 'media_updated', data: { id: 12, state: 'published' } },
    [{ type: 'media.updated', id: 12, state: 'published' }],
  ],
  [
    'SystemNotificationChannel',
    { type: 'switched', data: { account_id: 7 } },
    [{ type: 'account.switched', accountId: 7 }],
  ],
  ['SystemNotificationChannel', { type: 'subscribe', event: 'updated' }, [{ type: 'subscription.updated' }]],
  [
    'SystemNotificationChannel',
    { type: 'new_release_note', data: { release_note_id: 4 } },
    [{ type: 'release-notes.published', noteId: 4 }],
  ],
  [
    'SystemNotificationChannel',
    { type: 'new_release_note', data: { release_note_id: 4, count_unread_notes: 2 } },
    [
      { type: 'release-notes.published', noteId: 4 },
      { type: 'release-notes.unread', count: 2 },
    ],
  ],
  [
    'SystemNotificationChannel',
    { type: 'has_unread_release_notes', data: { count_unread_notes: 0 } },
    [{ type: 'release-notes.unread', count: 0 }],
  ],
  [
    'SystemNotificationChannel',
    {
      type: 'stripe_status_changed',
      data: { stripe_connect_status: 'enabled', stripe_connect_payouts: true },
    },
    [{ type: 'stripe.status-changed', status: 'enabled', payouts: true }],
  ],
  [
    'SystemNotificationChannel',
    { type: 'updated_coach_app_icon', data: { status: 'declined' } },
    [{ type: 'app-icon.updated', status: 'declined' }],
  ],
  ['SystemNotificationChannel', { type: 'something_new' }, []],
  [
    'NotificationChannel',
    { type: 'check_list', data: { completed: ['sign_up'], total_points: 4 } },
    [{ type: 'checklist.updated', completed: ['sign_up'], totalPoints: 4 }],
  ],
  [
    'NotificationChannel',
    { type: 'new', data: { notification_id: 3 } },
    [{ type: 'notifications.changed', change: 'new', notificationId: 3 }],
  ],
  [
    'ChatNotificationChannel',
    { type: 'has_unread_messages' },
    [{ type: 'chat.changed', change: 'has_unread_messages' }],
  ],
] as const)('%s %j becomes %j', (channel, message, events) => {
  expect(busEventsOf(channel, message as never)).toEqual(events);
});
