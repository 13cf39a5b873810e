/** Whose grid the kept values belong to: one user, at one site, on one screen, operation and date. */
export interface OfflineScope {
  readonly user: string;
  readonly site: string;
  readonly screenId: number;
  readonly operation: string;
  readonly date: string;
}

export const scopeKey = (s: OfflineScope): string => [s.user, s.site, s.screenId, s.operation, s.date].map(encodeURIComponent).join('|');
