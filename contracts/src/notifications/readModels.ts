/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const NOTIFICATIONS_READ_MODELS = {
  notifications: 'notifications',
  notificationInboxes: 'notification_inboxes',
} as const;
