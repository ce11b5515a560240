import type { BusEvent, CableChannel, CableMessageOf } from '@coachforge/contracts';

/** The bus events a channel message stands for (spec 03 section 7.1). Unknown messages stand for none. */
export function busEventsOf<C extends CableChannel>(channel: C, message: CableMessageOf[C]): BusEvent[] {
  if (channel === 'SystemNotificationChannel') {
    const system = message as CableMessageOf['SystemNotificationChannel'];
    switch (system.type) {
      case 'switched':
        return [{ type: 'account.switched', accountId: system.data.account_id }];
      case 'subscribe':
        return system.event === 'updated' ? [{ type: 'subscription.updated' }] : [];
      case 'new_release_note':
        return [
          { type: 'release-notes.published', noteId: system.data.release_note_id },
          ...(system.data.count_unread_notes === undefined
            ? []
            : [{ type: 'release-notes.unread' as const, count: system.data.count_unread_notes }]),
        ];
      case 'has_unread_release_notes':
        return [{ type: 'release-notes.unread', count: system.data.count_unread_notes }];
      case 'stripe_status_changed':
        return [
          {
            type: 'stripe.status-changed',
            status: system.data.stripe_connect_status,
            payouts: system.data.stripe_connect_payouts,
          },
        ];
      case 'updated_coach_app_icon':
        return [{ type: 'app-icon.updated', status: system.data.status }];
      default:
        return [];
    }
  }
  if (channel === 'NotificationChannel') {
    const notification = message as CableMessageOf['NotificationChannel'];
    switch (notification.type) {
      case 'new':
      case 'destroy':
        return [
          {
            type: 'notifications.changed',
            change: notification.type,
            notificationId: notification.data.notification_id,
          },
        ];
      case 'counters':
        return [{ type: 'notifications.counters', counters: notification.data }];
      case 'media_updated':
        return [{ type: 'media.updated', id: notification.data.id, state: notification.data.state }];
      case 'check_list':
        return [
          {
            type: 'checklist.updated',
            completed: notification.data.completed,
            totalPoints: notification.data.total_points,
          },
        ];
      default:
        return [];
    }
  }
  const chat = message as CableMessageOf['ChatNotificationChannel'];
  return typeof chat?.type === 'string' ? [{ type: 'chat.changed', change: chat.type }] : [];
}
