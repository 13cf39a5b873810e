import { NotificationDropdown } from './notifications/NotificationDropdown.tsx';

/**
 * The top bar's notification dropdown (spec 1 §2 Top bar: the 7 most recent notifications, unread
 * badge capped at '10+', links to /notifications and /profile/subscriptions).
 */
export const NotificationDropdownSlot = () => <NotificationDropdown />;
