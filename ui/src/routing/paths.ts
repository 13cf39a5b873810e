/** Paths on which the sidebar is hidden (spec 3 §2): login, privacy, app-help, register and reset. */
const NO_SIDEBAR = ['/login', '/privacy', '/app-help', '/register', '/reset'];

export const showsSidebar = (pathname: string): boolean => {
  const path = pathname.toLowerCase();
  return !NO_SIDEBAR.some((p) => path === p || path.startsWith(`${p}/`));
};
