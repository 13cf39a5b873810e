import { DEFAULT_GRACE_MINUTES, datesFrom, type DueScreen, type OperationSpan, type PresentValue, type ValueLookup } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, parameterValueDocId, type ParameterValueDoc } from '../dataValues/projection.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '../operations/projection.ts';
import { DUE_SCREENS_COLLECTION, type DueScreenDoc } from './docs.ts';

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
 * The data-entry screens of a site (those `keep` allows), the operations overlapping `from`..`to`, and the
 * values of the screens' parameters on the dates an operation covers (nothing else can be due).
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
  const ids = [...codes].flatMap((code) => dates.map((date) => parameterValueDocId(site, code, date)));
  const docs =
    ids.length === 0 ? new Map<string, ParameterValueDoc>() : await store.getMany<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, ids);
  const values: ValueLookup = (code, date, hour): PresentValue | undefined => {
    const value = docs.get(parameterValueDocId(site, code, date))?.HOURS[String(hour)];
    return value && { at: value.at, captured: value.source === 'PROCESS_TAG' };
  };
  return { screens, operations, values };
};
