export { createNotificationsModule, type UnreadNotifications } from './notifications-module';
export { DELIVER_NOTIFICATION_JOB, type NotificationPublisher } from './notification-service';
