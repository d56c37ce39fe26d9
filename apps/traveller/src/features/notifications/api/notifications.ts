/**
 * @module Notifications (spec 2.13) in the traveller app: the shared hooks of `@turismo/app-core/notifications`
 * (the same list, count and read state as the partner portal's and the admin app's bells).
 */
export {
  getNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type Notification,
  type NotificationFilter,
  type NotificationPage,
  NOTIFICATIONS_POLL_MS,
  refreshNotifications,
  useNotifications,
  useUnreadNotifications,
} from '@turismo/app-core/notifications';
