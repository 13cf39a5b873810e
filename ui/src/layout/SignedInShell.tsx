/**
 * The parts of the shell only a signed-in user sees (sidebar, notification dropdown), in one chunk loaded
 * on demand (lazyShell.tsx), so /login does not download their components; the site-change dialog loads
 * when first opened.
 */
export { Sidebar } from './Sidebar.tsx';
export { NotificationDropdownSlot } from './NotificationDropdownSlot.tsx';
