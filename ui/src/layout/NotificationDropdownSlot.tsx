/**
 * Slot for the top bar's notification dropdown (spec 1 §2 Top bar: the 7 most recent notifications,
 * unread badge capped at '10+', links to /notifications and /profile/subscriptions).
 * It arrives in a later issue; until then this renders nothing rather than invented data.
 */
export const NotificationDropdownSlot = () => null;
