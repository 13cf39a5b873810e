import { DATA_SCREEN_ERRORS as E, ERRORS, canOpenScreen, hasFlag, isCentralOffice, type Site, type TokenClaims } from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DataScreenDoc } from '@ftr/projector/dataScreens/docs.ts';

/** Who is reading screens: current site, read access level, and whether they maintain screens. */
export interface ScreenViewer {
  site: Site;
  readAccess: number;
  maintainer: boolean;
}

/** Screens are read by data entry (VIEW_DATA_SCREENS) and by their maintainers (MAINTAIN_DATA_SCREENS). */
export const requireScreenReader = (user: TokenClaims): void => {
  if (!hasFlag(user.flags, 'VIEW_DATA_SCREENS') && !hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS')) {
    throw new AppError('forbidden', ERRORS.forbidden);
  }
};

/** READ_ACCESS comes from the users read model (the token does not carry it). */
export const loadScreenViewer = async (readStore: ReadStore, user: TokenClaims): Promise<ScreenViewer> => {
  const doc = await readStore.get(USERS_COLLECTION, user.sub);
  const readAccess = typeof doc?.['READ_ACCESS'] === 'number' ? doc['READ_ACCESS'] : 0;
  return { site: user.site, readAccess, maintainer: hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS') };
};

/**
 * Our rule (documented in the README): a user reads the screens of their current site (the central
 * office reads every site); a screen of ACCESS_LEVEL n needs READ_ACCESS n, except for maintainers.
 */
export const mayOpen = (doc: Pick<DataScreenDoc, 'SITE' | 'ACCESS_LEVEL'>, viewer: ScreenViewer): boolean =>
  (isCentralOffice(viewer.site) || doc.SITE === viewer.site) && (viewer.maintainer || canOpenScreen(doc.ACCESS_LEVEL, viewer.readAccess));

/** The one screen a viewer asked for, or the 404 / 403 that says why not. */
export const openableScreen = (doc: DataScreenDoc | null, id: number, viewer: ScreenViewer): DataScreenDoc => {
  if (!doc) throw new AppError('not_found', E.screenNotFound(id));
  if (!isCentralOffice(viewer.site) && doc.SITE !== viewer.site) throw new AppError('forbidden', ERRORS.wrongSite);
  if (!mayOpen(doc, viewer)) throw new AppError('forbidden', E.accessLevelTooLow(doc.ACCESS_LEVEL));
  return doc;
};

/** The site a list reads: your own; the central office reads one chosen site or every site. */
export const siteScope = (user: TokenClaims, requested: Site | undefined): Site | undefined => {
  if (isCentralOffice(user.site)) return requested;
  if (requested !== undefined && requested !== user.site) throw new AppError('forbidden', ERRORS.wrongSite);
  return user.site;
};
