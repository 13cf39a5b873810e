import { DASHBOARD_ERRORS as E, ERRORS, hasFlag, isCentralOffice, type Site, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { DASHBOARDS_COLLECTION, dashboardDocId, type DashboardDoc } from '@ftr/read-models/dashboards/projection.ts';

/** Dashboards are read by viewers (VIEW_DASHBOARDS) and by their maintainers (MAINTAIN_DASHBOARDS, the preview). */
export const requireDashboardReader = (user: TokenClaims): void => {
  if (!hasFlag(user.flags, 'VIEW_DASHBOARDS') && !hasFlag(user.flags, 'MAINTAIN_DASHBOARDS')) throw new AppError('forbidden', E.readerOnly);
};

/**
 * Spec 1 §6, enforced here: corporate (C) dashboards are read only at CO, site (S) dashboards only at
 * their own factory site (never at CO). A dashboard the caller may not read answers as they may not.
 */
export const requireReadable = (doc: DashboardDoc, site: Site): DashboardDoc => {
  if (doc.TYPE === 'C' && !isCentralOffice(site)) throw new AppError('forbidden', E.corporateOnlyAtCo);
  if (doc.TYPE === 'S' && isCentralOffice(site)) throw new AppError('forbidden', E.siteNotAtCo);
  if (doc.TYPE === 'S' && doc.SITE !== site) throw new AppError('forbidden', ERRORS.wrongSite);
  return doc;
};

/** A live dashboard the caller may read, or 404 / 403. */
export const loadReadable = async (store: ReadStore, id: number, user: TokenClaims): Promise<DashboardDoc> => {
  requireDashboardReader(user);
  const doc = await store.get<DashboardDoc>(DASHBOARDS_COLLECTION, dashboardDocId(id));
  if (!doc) throw new AppError('not_found', E.notFound(id));
  return requireReadable(doc, user.site);
};
