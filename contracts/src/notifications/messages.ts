/** Texts of the notifications feature (the spec names none: short and clear). */
export const NOTIFICATION_MESSAGES = {
  markedRead: 'Notification marked read',
  markedUnread: 'Notification marked unread',
  allMarkedRead: 'All notifications marked read',
  removed: 'Notification removed',
  cleared: 'Notifications cleared',
  sent: (count: number) => `Notification sent to ${count} ${count === 1 ? 'user' : 'users'}`,
  notFound: 'Notification not found',
  exists: 'Notification already exists',
  unknownUser: (username: string) => `User ${username} not found`,
  archivedUser: (username: string) => `User ${username} is archived`,
  userNotAtSite: (username: string, site: string) => `User ${username} has no access to ${site}`,
  noActiveUsers: (site: string) => `There are no active users at ${site}`,
} as const;
