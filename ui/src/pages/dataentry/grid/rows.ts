import { cellLock, type DataRow, type LockReason } from '@ftr/contracts';
import { type CellRef } from './cell.ts';
import { isCalculated, type GridColumn } from './column.ts';

/** One row of the grid: a factory date and hour, its real-clock label, and the loaded value of each code. */
export interface GridRow {
  readonly date: string;
  readonly hour: number;
  readonly realDate: string;
  readonly realHour: number;
  readonly values: Readonly<Record<string, number | null>>;
}

const FIXED = new Set(['REAL_DATE', 'REAL_HOUR', 'FTR_DATE', 'FTR_HOUR']);

/** Data rows (spec 1 §3) as grid rows, in time order. */
export const gridRows = (rows: readonly DataRow[]): GridRow[] =>
  rows
    .map((row) => {
      const values: Record<string, number | null> = {};
      for (const [key, value] of Object.entries(row)) {
        if (!FIXED.has(key) && (typeof value === 'number' || value === null)) values[key] = value;
      }
      return { date: row.FTR_DATE, hour: row.FTR_HOUR, realDate: row.REAL_DATE, realHour: row.REAL_HOUR, values };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.hour - b.hour);

export const cellAt = (row: GridRow, column: Pick<GridColumn, 'CODE'>): CellRef => ({
  code: column.CODE,
  date: row.date,
  hour: row.hour,
});

export const originalAt = (row: GridRow, code: string): number | null => row.values[code] ?? null;

export interface LockContext {
  /** The operation's dates, or null when it is unknown (every cell is then read-only). */
  readonly operation: { startDate: string; endDate: string } | null;
  readonly today: string;
  readonly historicData: boolean;
  /** Shown as of a past instant (time travel): nothing can be typed. */
  readonly asOf?: boolean;
  /** The user's write access level is below the screen's: the whole grid is read-only. */
  readonly writeRefused?: boolean;
}

/** Why a cell cannot be typed into: calculated, a past view, the contract's lock rules, or an unknown operation. */
export type ReadOnlyReason = 'calculated' | 'asOf' | 'writeAccess' | 'noOperation' | LockReason;

export const readOnlyReason = (row: GridRow, column: Pick<GridColumn, 'TYPE_ID'>, ctx: LockContext): ReadOnlyReason | null => {
  if (isCalculated(column)) return 'calculated';
  if (ctx.asOf) return 'asOf';
  if (ctx.writeRefused) return 'writeAccess';
  if (!ctx.operation) return 'noOperation';
  return cellLock({ date: row.date, operation: ctx.operation, today: ctx.today, historicData: ctx.historicData });
};

export const READ_ONLY_TEXT: Record<'calculated' | 'asOf' | 'writeAccess' | 'noOperation', string> = {
  calculated: 'Calculated: not entered',
  asOf: 'Shown as it was at a past instant: read-only',
  writeAccess: "Read-only: your write access level is below this screen's",
  noOperation: 'Choose an operation to enter values',
};
