import { ruleFor } from './routeTable.ts';

/** Whether the sidebar shows on a path: hidden on the route table's `noSidebar` pages (login, privacy, app-help, register, reset). */
export const showsSidebar = (pathname: string): boolean => !ruleFor(pathname)?.noSidebar;
