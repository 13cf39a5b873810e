// A grid's heading (spec 1 §3 CCF thresholds on a parameter): the screen's columns plus each CCF
// parameter's thresholds, the status of its CCF for the operation, its label and the value before the grid.
import {
  ccfLimitsAt,
  factoryDayEnd,
  parameterId,
  statusLabel,
  weekStart,
  type GridColumnDto,
  type GridType,
  type ScreenColumnDto,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import { analysisLimits } from '@ftr/read-models/ccfSettings/limits.ts';
import { latestValueBefore } from '@ftr/read-models/dataValues/queries.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';

/** By parameter code: the operation's open CCF, else its pending-close one. */
const ccfsOf = async (readStore: ReadStore, site: string, operation: string): Promise<Map<string, CcfDoc>> => {
  const [open, pending] = await Promise.all(
    (['O', 'R'] as const).map((STATUS) => readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, OPERATION: operation, STATUS } })),
  );
  return new Map([...(pending ?? []), ...(open ?? [])].map((doc) => [doc.PARAMETER, doc]));
};

export interface HeadingQuery {
  site: string;
  operation: string;
  type: GridType;
  date: string;
}

/**
 * Adds the CCF information to the columns. PREVIOUS_VALUE (CCF columns only) is the latest value before
 * the grid's first row: before the date for an hourly grid, before the week's Monday for a daily one.
 */
export const gridHeading = async (readStore: ReadStore, columns: readonly ScreenColumnDto[], q: HeadingQuery): Promise<GridColumnDto[]> => {
  const ids = columns.map((c) => parameterId(q.site, c.CODE));
  const [parameters, ccfs] = await Promise.all([
    readStore.getMany<ParameterDoc>(PARAMETERS_COLLECTION, ids),
    ccfsOf(readStore, q.site, q.operation),
  ]);
  const firstDate = q.type === 'DLY' ? weekStart(q.date) : q.date;
  const previous = await Promise.all(
    columns.map((c) => {
      const p = parameters.get(parameterId(q.site, c.CODE));
      return p?.CCF_ANALYSIS ? latestValueBefore(readStore, q.site, c.CODE, firstDate) : Promise.resolve(null);
    }),
  );
  // The thresholds are the analysis's limits in force at the end of the grid's date; a
  // store without the analysis (a replay) falls back to what the parameter carried (older versions copied the limits).
  const limits = await analysisLimits(
    readStore,
    [...parameters.values()].map((p) => p.CCF_ANALYSIS),
  );
  const dayEnd = factoryDayEnd(q.date).toISOString();
  return columns.map((column, i) => {
    const p = parameters.get(parameterId(q.site, column.CODE));
    const t = (p?.CCF_ANALYSIS && ccfLimitsAt(limits.get(p.CCF_ANALYSIS) ?? [], dayEnd)) || p;
    const ccf = p?.CCF_ANALYSIS ? ccfs.get(column.CODE) : undefined;
    const status = ccf?.STATUS === 'O' || ccf?.STATUS === 'R' ? ccf.STATUS : null;
    return {
      ...column,
      CCF: Boolean(p?.CCF_ANALYSIS),
      CCFS: status,
      CCF_ID: status ? (ccf?.ID ?? null) : null,
      HIGHABS: t?.HIGHABS ?? null,
      HIGHTRG: t?.HIGHTRG ?? null,
      LOWTRG: t?.LOWTRG ?? null,
      LOWABS: t?.LOWABS ?? null,
      CCFLABEL: statusLabel(status),
      PREVIOUS_VALUE: previous[i] ?? null,
    };
  });
};
