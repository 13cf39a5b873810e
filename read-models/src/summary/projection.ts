import { READ_MODELS, assertNever, momentsOf, type Moments, type StoredOf, type ValuesChangedEvent } from '@ftr/contracts';
import { evolveByFold, type BatchFold, type ProjectedDoc, type ProjectionOf } from '../projection.ts';
import { packCells, parseCells, type SummaryCell } from './cells.ts';

/**
 * The data summary read model: ONE document per (site, code, calendar month of factory
 * dates), `_id` `${site}_${code}_${YYYY-MM}`, holding
 * - CELLS: the month's values by `${day}/${hour}` (day '01'..'31' of MONTH), each with its operation, packed
 *   in one string (cells.ts): what makes the statistics right under corrections and deletions (a changed
 *   cell's old value and operation are known, and min and max are recomputed from the values left);
 * - OPERATIONS: per operation, the moments of its values in the month (count, sum, m2, min, max).
 * A summary reads a code's month documents (12 a year), never the values themselves; an event touches one
 * document (its changes share a code and date), whose touched operations are recomputed from at most
 * 31 x 25 cells. A month left without values is deleted.
 */
export interface SummaryMonthDoc extends ProjectedDoc {
  SITE: string;
  CODE: string;
  MONTH: string;
  YEAR: number;
  CELLS: string;
  OPERATIONS: Record<string, Moments>;
}

export const DATA_SUMMARY_COLLECTION = READ_MODELS.dataSummary;
export const summaryMonthId = (site: string, code: string, date: string): string => `${site}_${code}_${date.slice(0, 7)}`;
const cellKey = (date: string, hour: number): string => `${date.slice(8, 10)}/${hour}`;

const momentsOfOperation = (cells: ReadonlyMap<string, SummaryCell>, operation: string): Moments | undefined =>
  momentsOf(
    (function* () {
      for (const [value, op] of cells.values()) if (op === operation) yield value;
    })(),
  );

/** A month document opened for a batch: its cells parsed once, the operations whose moments are due. */
interface MonthWork {
  doc: Pick<SummaryMonthDoc, '_id' | 'SITE' | 'CODE' | 'MONTH' | 'YEAR'> | null;
  cells: Map<string, SummaryCell>;
  operations: Record<string, Moments>;
  touched: Set<string>;
}

const monthFold: BatchFold<SummaryMonthDoc, StoredOf<ValuesChangedEvent>, MonthWork> = {
  open: (doc) => ({
    doc: doc ? { _id: doc._id, SITE: doc.SITE, CODE: doc.CODE, MONTH: doc.MONTH, YEAR: doc.YEAR } : null,
    cells: parseCells(doc?.CELLS ?? ''),
    operations: { ...doc?.OPERATIONS },
    touched: new Set(),
  }),
  step(work, event) {
    switch (event.type) {
      case 'ParameterValuesSubmitted':
      case 'ParameterValuesRecalculated':
        break;
      default:
        assertNever(event);
    }
    const { site, operation, changes } = event.data;
    const first = changes[0];
    if (!first) return;
    const { cells, touched } = work;
    const month = first.date.slice(0, 7);
    for (const change of changes) {
      if (change.code !== first.code || change.date.slice(0, 7) !== month) continue;
      const key = cellKey(change.date, change.hour);
      const before = cells.get(key);
      if (before) touched.add(before[1]);
      if (change.value === null) cells.delete(key);
      else {
        cells.set(key, [change.value, operation]);
        touched.add(operation);
      }
    }
    work.doc = {
      _id: summaryMonthId(site, first.code, first.date),
      SITE: site,
      CODE: first.code,
      MONTH: month,
      YEAR: Number(month.slice(0, 4)),
    };
  },
  close({ doc, cells, operations, touched }) {
    if (cells.size === 0 || !doc) return null;
    for (const op of touched) {
      const moments = momentsOfOperation(cells, op);
      if (moments) operations[op] = moments;
      else Reflect.deleteProperty(operations, op);
    }
    touched.clear();
    return { ...doc, CELLS: packCells(cells), OPERATIONS: { ...operations } };
  },
  exists: (work) => work.cells.size > 0,
};

export const dataSummaryProjection: ProjectionOf<SummaryMonthDoc, ValuesChangedEvent> = {
  collection: {
    name: DATA_SUMMARY_COLLECTION,
    // (SITE, CODE, MONTH): a summary reads one code's months. (SITE, MONTH, CODE): the page's opening read
    // takes the site's newest months, so it reads those months only, not every month document of the site.
    indexes: [{ fields: ['SITE', 'CODE', 'MONTH'] }, { fields: ['SITE', 'MONTH', 'CODE'] }],
  },
  handles: ['ParameterValuesSubmitted', 'ParameterValuesRecalculated'],
  /** Every change of one event has the same code and date (the values events' invariant). */
  id: (event) => {
    const first = event.data.changes[0];
    return first ? summaryMonthId(event.data.site, first.code, first.date) : `${event.data.site}__`;
  },
  /** A month's cells are parsed once per batch and packed once at its end (fold), however many events touch it. */
  evolve: evolveByFold(monthFold),
  fold: monthFold,
  siteOf: (_doc, event) => event.data.site,
};
