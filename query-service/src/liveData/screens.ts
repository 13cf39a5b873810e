// Which live screen a caller may read: a data screen of area V at the requested site, within their read access.
import { LIVE_DATA_MESSAGES, type Site, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { loadScreenViewer, mayOpen, openableScreen } from '../dataScreens/access.ts';
import { loadScreenDoc } from '../dataScreens/columns.ts';

/** A screen is a live screen of `site` when it is an area V screen of that site. */
export const isLiveScreenOf = (doc: Pick<DataScreenDoc, 'AREA' | 'SITE'> | null, site: Site): doc is DataScreenDoc =>
  doc !== null && doc.AREA === 'V' && doc.SITE === site;

/**
 * The live screen `screenId` of `site`, or 404 when there is none, 403 when the caller's read access is
 * below its level. (The auth hook has already refused a :site the caller does not reach.)
 */
export const openLiveScreen = async (readStore: ReadStore, user: TokenClaims, site: Site, screenId: number): Promise<DataScreenDoc> => {
  const [doc, viewer] = await Promise.all([loadScreenDoc(readStore, screenId), loadScreenViewer(readStore, user)]);
  if (!isLiveScreenOf(doc, site)) throw new AppError('not_found', LIVE_DATA_MESSAGES.screenNotFound(screenId, site));
  return openableScreen(doc, screenId, viewer);
};

/** Whether the caller may watch the screen: the same rule as the reads, as a yes/no for the socket join. */
export const mayWatchLiveScreen = async (readStore: ReadStore, user: TokenClaims, site: Site, screenId: number): Promise<boolean> => {
  const [doc, viewer] = await Promise.all([loadScreenDoc(readStore, screenId), loadScreenViewer(readStore, user)]);
  return isLiveScreenOf(doc, site) && mayOpen(doc, viewer);
};
