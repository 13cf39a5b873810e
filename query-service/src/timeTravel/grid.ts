// The grid reads and data points "as of" an instant: the read models they use are
// refolded from the event log up to the instant into a snapshot store, and the same heading, row and
// data-point code as "now" runs on it.
import {
  gridCells,
  parameterId,
  weekStart,
  addDays,
  daysBetween,
  type DataPoint,
  type DataRow,
  type FactoryHour,
  type GridColumnDto,
  type GridType,
  type HourMode,
  type Site,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { ccfsProjection } from '@ftr/read-models/ccf/projection.ts';
import { ccfAnalysesProjection } from '@ftr/read-models/ccfSettings/projection.ts';
import { parameterValueDocId, parameterValuesProjection, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { parametersProjection } from '@ftr/read-models/parameters/projection.ts';
import { screenColumns } from '../dataScreens/columns.ts';
import { readDataPoints, type DataPointsQuery } from '../dataValues/dataPoints.ts';
import { gridHeading } from '../dataValues/heading.ts';
import { gridRows } from '../dataValues/rows.ts';
import { analysesAsOf, ccfsAsOf, dateOfValueDoc, loadWeeksBefore, parametersAsOf, screenAsOf, valuesAsOf } from './folds.ts';
import { historyAsOf } from './history.ts';
import type { StreamCache } from './streamCache.ts';
import { withSnapshot } from './snapshot.ts';

export interface AsOfDeps {
  streams: StreamCache;
  readStore: ReadStore;
}

export interface GridAsOfQuery {
  screenId: number;
  site: Site;
  operation: string;
  type: GridType;
  date: string;
}

/** The heading as it stood: the screen's members then, their parameters' limits then, CCF states then. */
export const headingAsOf = async (deps: AsOfDeps, asOf: Date, q: GridAsOfQuery): Promise<GridColumnDto[]> => {
  const history = historyAsOf(deps.streams, asOf);
  const screen = await screenAsOf(history, q.screenId);
  if (!screen) return [];
  const codes = screen.MEMBERS.map((m) => m.code);
  const [parameters, ccfs, analyses] = await Promise.all([
    parametersAsOf(history, q.site, codes),
    ccfsAsOf(history, deps.readStore, q.site, q.operation, codes),
    analysesAsOf(history),
  ]);
  const values = new Map<string, ParameterValueDoc>();
  const firstDate = q.type === 'DLY' ? weekStart(q.date) : q.date;
  for (const p of parameters.values()) {
    if (p.CCF_ANALYSIS) await loadWeeksBefore(history, deps.readStore, values, q.site, p.CODE, firstDate);
  }
  const contents = [
    { collection: parametersProjection.collection, docs: parameters.values() },
    { collection: ccfsProjection.collection, docs: ccfs.values() },
    { collection: ccfAnalysesProjection.collection, docs: analyses.values() },
    {
      collection: parameterValuesProjection.collection,
      docs: [...values.values()].filter((d) => d.FTR_DATE < firstDate && parameters.get(parameterId(q.site, d.CODE))?.CCF_ANALYSIS),
    },
  ];
  return withSnapshot(contents, async (store) => gridHeading(store, await screenColumns(store, screen), q));
};

/** The rows as they stood: the grid's cells at that instant (hour mode NOW = the hour then) with the values then. */
export const rowsAsOf = (deps: AsOfDeps, asOf: Date, q: Omit<GridAsOfQuery, 'operation'> & { hourMode: HourMode }): Promise<DataRow[]> =>
  cellRowsAsOf(deps, asOf, q, gridCells(q.type, q.date, q.hourMode, asOf));

/** The rows of these factory hours as they stood: the screen's members then, with their values then. */
export const cellRowsAsOf = async (
  deps: AsOfDeps,
  asOf: Date,
  q: { screenId: number; site: Site },
  cells: readonly FactoryHour[],
): Promise<DataRow[]> => {
  const history = historyAsOf(deps.streams, asOf);
  const screen = await screenAsOf(history, q.screenId);
  if (!screen) return [];
  const codes = new Set(screen.MEMBERS.map((m) => m.code));
  const dates = [...new Set(cells.map((c) => c.date))];
  const ids = new Set([...codes].flatMap((code) => dates.map((date) => parameterValueDocId(q.site, code, date))));
  const values = await valuesAsOf(history, q.site, dates, new Map(), (id) => ids.has(id));
  return withSnapshot([{ collection: parameterValuesProjection.collection, docs: values.values() }], (store) =>
    gridRows(store, q.site, [...codes], cells),
  );
};

/** A parameter's data points as they stood (the range already checked: at most a year). */
export const dataPointsAsOf = async (deps: AsOfDeps, asOf: Date, q: DataPointsQuery): Promise<DataPoint[]> => {
  const history = historyAsOf(deps.streams, asOf);
  const weeks = Array.from({ length: Math.floor(daysBetween(q.fromDate, q.toDate) / 7) + 1 }, (_, i) => addDays(q.fromDate, 7 * i));
  weeks.push(q.toDate);
  const values = await valuesAsOf(history, q.site, weeks, new Map(), (id) => dateOfValueDoc(id, q.site, q.code) !== null);
  const docs = values.values();
  return withSnapshot([{ collection: parameterValuesProjection.collection, docs }], (store) => readDataPoints(store, q));
};
