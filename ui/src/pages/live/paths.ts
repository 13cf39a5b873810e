import { LIVE_DEFAULT_RANGE, liveRangeOf, Site, type LiveRange, type ScreenType } from '@ftr/contracts';

/** The wallboard's address: opens straight into full-screen mode for one screen and range. */
export const wallboardPath = (site: Site, screenId: number, range: string): string =>
  `/live/wallboard/${site}/${screenId}?range=${encodeURIComponent(range)}`;

/** Site and screen id of a wallboard address, or null when they are not valid. */
export const parseWallboard = (site: string | undefined, screenId: string | undefined): { site: Site; screenId: number } | null => {
  const parsed = Site.safeParse(site?.toUpperCase());
  const id = Number(screenId);
  return parsed.success && Number.isInteger(id) && id > 0 ? { site: parsed.data, screenId: id } : null;
};

/** The range a label names for the screen type, else the type's default (hourly 1D, daily 1W). */
export const rangeFor = (type: ScreenType, label: string | null | undefined): LiveRange =>
  liveRangeOf(type, label) ??
  liveRangeOf(type, LIVE_DEFAULT_RANGE[type]) ?? { label: LIVE_DEFAULT_RANGE[type], days: type === 'HLY' ? 1 : 7 };
