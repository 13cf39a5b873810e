// What one change notice sends to the live rooms of this instance: pure, so it is tested without sockets.
import {
  Site,
  statusLabel,
  type CcfLabel,
  type CcfStatus,
  type ChangeNotice,
  type LiveDayValues,
  type LiveLabelsPush,
  type LiveValuesPush,
} from '@ftr/contracts';
import { CCFS_COLLECTION } from '@ftr/read-models/ccf/projection.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';

export interface LiveRoomRef {
  room: string;
  site: Site;
  screenId: number;
}

/** The live rooms among room names ('live:BA:12'); other rooms (sites, users, socket ids) are skipped. */
export const liveRoomsOf = (rooms: Iterable<string>): LiveRoomRef[] =>
  [...rooms].flatMap((room): LiveRoomRef[] => {
    const match = /^live:([A-Z]{2}):([1-9]\d{0,8})$/.exec(room);
    const site = Site.safeParse(match?.[1]);
    return match && site.success ? [{ room, site: site.data, screenId: Number(match[2]) }] : [];
  });

/** The documents of one collection a notice changed, by site. */
const changedIds = (notice: ChangeNotice, collection: string): Map<Site, string[]> => {
  const bySite = new Map<Site, string[]>();
  for (const change of notice.changes) {
    if (change.collection !== collection || !change.site) continue;
    bySite.set(change.site, [...(bySite.get(change.site) ?? []), change.id]);
  }
  return bySite;
};

/** The values documents a notice changed, by site (ids are `${site}_${code}_${date}`). */
export const changedValueIds = (notice: ChangeNotice): Map<Site, string[]> => changedIds(notice, PARAMETER_VALUES_COLLECTION);

/** The CCF documents a notice changed (raised, pending close, closed, deleted), by site. */
export const changedCcfIds = (notice: ChangeNotice): Map<Site, string[]> => changedIds(notice, CCFS_COLLECTION);

/** Code and date of a values document id: the site is two letters, the date the last ten characters. */
export const parseValueDocId = (id: string): { code: string; date: string } => ({ code: id.slice(3, -11), date: id.slice(-10) });

/** A day's values as pushed: hour -> value; a deleted document (every hour emptied) pushes {}. */
export const dayValuesOf = (id: string, doc: ParameterValueDoc | undefined): LiveDayValues => {
  const { code, date } = parseValueDocId(id);
  const HOURS: Record<string, number> = {};
  for (const [hour, cell] of Object.entries(doc?.HOURS ?? {})) HOURS[hour] = cell.value;
  return { CODE: doc?.CODE ?? code, FTR_DATE: doc?.FTR_DATE ?? date, HOURS };
};

/**
 * The pushes for the given rooms: per room, the changed days of the codes on its screen (screens by id;
 * a room whose screen is gone, moved site or left area V gets nothing). Rooms with nothing to say are left out.
 */
export const planPushes = (
  position: string,
  rooms: readonly LiveRoomRef[],
  changed: ReadonlyMap<Site, readonly string[]>,
  screens: ReadonlyMap<string, { SITE: Site; AREA: string; MEMBERS: readonly { code: string }[] }>,
  docs: ReadonlyMap<string, ParameterValueDoc>,
): { room: string; payload: LiveValuesPush }[] =>
  rooms.flatMap(({ room, site, screenId }) => {
    const screen = screens.get(String(screenId));
    const ids = changed.get(site);
    if (!screen || !ids || screen.SITE !== site || screen.AREA !== 'V') return [];
    const codes = new Set(screen.MEMBERS.map((m) => m.code));
    const values = ids.filter((id) => codes.has(docs.get(id)?.CODE ?? parseValueDocId(id).code)).map((id) => dayValuesOf(id, docs.get(id)));
    return values.length > 0 ? [{ room, payload: { position, site, screenId, values } }] : [];
  });

type LiveScreens = ReadonlyMap<string, { SITE: Site; AREA: string; MEMBERS: readonly { code: string }[] }>;

/**
 * The label pushes for the given rooms: per room, the CCFLABEL now due to each parameter
 * on its screen whose CCF changed (`parameters`, by site), from the site's open and pending-close CCFs
 * (`statuses`, by site: code -> status, as the heading reads them). Rooms whose screen holds none are left out.
 */
export const planLabelPushes = (
  position: string,
  rooms: readonly LiveRoomRef[],
  parameters: ReadonlyMap<Site, ReadonlySet<string>>,
  screens: LiveScreens,
  statuses: ReadonlyMap<Site, ReadonlyMap<string, CcfStatus>>,
): { room: string; payload: LiveLabelsPush }[] =>
  rooms.flatMap(({ room, site, screenId }) => {
    const screen = screens.get(String(screenId));
    const changed = parameters.get(site);
    if (!screen || !changed || screen.SITE !== site || screen.AREA !== 'V') return [];
    const codes = [...new Set(screen.MEMBERS.map((m) => m.code))].filter((code) => changed.has(code));
    if (codes.length === 0) return [];
    const labels: Record<string, CcfLabel | null> = {};
    for (const code of codes) labels[code] = statusLabel(statuses.get(site)?.get(code) ?? null);
    return [{ room, payload: { position, site, screenId, labels } }];
  });
