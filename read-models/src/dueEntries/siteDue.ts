import { DEFAULT_GRACE_MINUTES, datesFrom, type DueScreen, type OperationSpan, type ValueLookup } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '../operations/projection.ts';
import { DUE_FILLED_COLLECTION, DUE_SCREENS_COLLECTION, type DueScreenDoc } from './docs.ts';
import type { DueFilledDoc } from './filledProjection.ts';

/** What a site's due cells over some factory dates are computed from, read in three indexed reads. */
export interface SiteDueInputs {
  screens: DueScreenDoc[];
  operations: OperationSpan[];
  values: ValueLookup;
}

/** The due-cells view of a screen document. */
export const dueScreenOf = (doc: DueScreenDoc): DueScreen => ({
  type: doc.SCREEN_TYPE,
  graceMinutes: doc.GRACE_MINUTES ?? DEFAULT_GRACE_MINUTES,
  members: doc.MEMBERS,
});

/**
 * The data-entry screens of a site (those `keep` allows), the operations overlapping `from`..`to`, and which
 * hours of the screens' parameters hold a value on the dates an operation covers (nothing else can be due).
 */
export const loadSiteDue = async (
  store: ReadStore,
  site: string,
  range: { from: string; to: string },
  keep: (doc: DueScreenDoc) => boolean = () => true,
): Promise<SiteDueInputs> => {
  const [allScreens, operationDocs] = await Promise.all([
    store.find<DueScreenDoc>(DUE_SCREENS_COLLECTION, { where: { SITE: site, AREA: 'A' } }),
    store.find<OperationDoc>(OPERATIONS_COLLECTION, { where: { SITE: site }, range: { field: 'END_DATE', gte: range.from } }),
  ]);
  const screens = allScreens.filter(keep);
  const operations = operationDocs.filter((d) => d.START_DATE <= range.to).map((d) => ({ startDate: d.START_DATE, endDate: d.END_DATE }));
  const dates = datesFrom(range.from, range.to).filter((date) => operations.some((op) => op.startDate <= date && date <= op.endDate));
  const codes = new Set(screens.flatMap((s) => s.MEMBERS.map((m) => m.code)));
  // One indexed range read of the site's filled days (small documents), rather than an id per code and date.
  const docs =
    codes.size === 0 || dates.length === 0
      ? []
      : await store.find<DueFilledDoc>(DUE_FILLED_COLLECTION, {
          where: { SITE: site },
          range: { field: 'FTR_DATE', gte: dates[0] ?? range.from, lte: dates.at(-1) ?? range.to },
        });
  // By code, then date: a lookup per cell makes no id string and no object.
  const byCode = new Map<string, Map<string, Record<string, number>>>();
  for (const doc of docs) {
    if (!codes.has(doc.CODE)) continue;
    const dates = byCode.get(doc.CODE) ?? new Map<string, Record<string, number>>();
    dates.set(doc.FTR_DATE, doc.HOURS);
    byCode.set(doc.CODE, dates);
  }
  const values: ValueLookup = (code, date, hour) => byCode.get(code)?.get(date)?.[hour];
  return { screens, operations, values };
};
