import {
  DATA_SCREEN_ERRORS as E,
  ERRORS,
  canOpenScreen,
  hasFlag,
  mayReachSite,
  reachableSites,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';

/** Who is reading screens: current site, read access level, and whether they maintain screens. */
export interface ScreenViewer {
  site: Site;
  /** The sites the viewer reaches (contracts' reachableSites). */
  reachable: readonly Site[];
  readAccess: number;
  /** WRITE_ACCESS from the users read model (0 when unknown): the grid is read-only below a screen's level. */
  writeAccess: number;
  maintainer: boolean;
}

/** Screens are read by data entry (VIEW_DATA_SCREENS) and by their maintainers (MAINTAIN_DATA_SCREENS). */
export const requireScreenReader = (user: TokenClaims): void => {
  if (!hasFlag(user.flags, 'VIEW_DATA_SCREENS') && !hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS')) {
    throw new AppError('forbidden', ERRORS.forbidden);
  }
};

/** READ_ACCESS and WRITE_ACCESS come from the users read model (the token carries neither). */
export const loadScreenViewer = async (readStore: ReadStore, user: TokenClaims): Promise<ScreenViewer> => {
  const doc = await readStore.get(USERS_COLLECTION, user.sub);
  const level = (key: string) => (typeof doc?.[key] === 'number' ? doc[key] : 0);
  return {
    site: user.site,
    reachable: reachableSites(user),
    readAccess: level('READ_ACCESS'),
    writeAccess: level('WRITE_ACCESS'),
    maintainer: hasFlag(user.flags, 'MAINTAIN_DATA_SCREENS'),
  };
};

/**
 * Our rule: a user reads the screens of the sites they reach (their current site; at the central office
 * every site their account holds); a screen of ACCESS_LEVEL n needs READ_ACCESS n, except for maintainers.
 */
export const mayOpen = (doc: Pick<DataScreenDoc, 'SITE' | 'ACCESS_LEVEL'>, viewer: ScreenViewer): boolean =>
  viewer.reachable.includes(doc.SITE) && (viewer.maintainer || canOpenScreen(doc.ACCESS_LEVEL, viewer.readAccess));

/** The one screen a viewer asked for, or the 404 / 403 that says why not. */
export const openableScreen = (doc: DataScreenDoc | null, id: number, viewer: ScreenViewer): DataScreenDoc => {
  if (!doc) throw new AppError('not_found', E.screenNotFound(id));
  if (!viewer.reachable.includes(doc.SITE)) throw new AppError('forbidden', ERRORS.wrongSite);
  if (!mayOpen(doc, viewer)) throw new AppError('forbidden', E.accessLevelTooLow(doc.ACCESS_LEVEL));
  return doc;
};

/** The sites a list reads: the one asked for, if the user reaches it; else every site they reach. */
export const siteScope = (user: TokenClaims, requested: Site | undefined): Site[] => {
  if (requested === undefined) return reachableSites(user);
  if (!mayReachSite(user, requested)) throw new AppError('forbidden', ERRORS.wrongSite);
  return [requested];
};

/** A find's SITE condition for the sites of siteScope: an equality for one site (its index); several are filtered after. */
export const siteWhere = (sites: readonly Site[]): { SITE?: Site } => (sites.length === 1 && sites[0] ? { SITE: sites[0] } : {});
