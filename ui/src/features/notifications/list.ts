import type { NotificationDto } from '@ftr/contracts';

/** Pure list operations behind the dropdown and the page (optimistic updates apply these). */
export const unreadCount = (list: readonly NotificationDto[]): number => list.filter((n) => !n.IS_READ).length;

export const withRead = (list: readonly NotificationDto[], id: string, read: boolean): NotificationDto[] =>
  list.map((n) => (n.ID === id ? { ...n, IS_READ: read } : n));

export const allRead = (list: readonly NotificationDto[]): NotificationDto[] => list.map((n) => ({ ...n, IS_READ: true }));

export const without = (list: readonly NotificationDto[], id: string): NotificationDto[] => list.filter((n) => n.ID !== id);

/** Where a LINK leads: a page of this application, an outside address, or nowhere. */
export type LinkTarget = { kind: 'app'; path: string } | { kind: 'external'; url: string } | { kind: 'none' };

export const linkTarget = (link: string | null): LinkTarget => {
  if (!link) return { kind: 'none' };
  if (link.startsWith('/') && !link.startsWith('//')) return { kind: 'app', path: link };
  if (/^https?:\/\//i.test(link)) return { kind: 'external', url: link };
  return { kind: 'none' };
};
