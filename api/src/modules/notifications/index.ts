export {
  createNotificationsModule,
  type NotificationHappenings,
  type PublishedListener,
} from './notifications-module';
export { DELIVER_NOTIFICATION_JOB, type NotificationPublisher } from './notification-service';
export { publishCommentNotifications, type PublishedComment } from './comment-notifications';
