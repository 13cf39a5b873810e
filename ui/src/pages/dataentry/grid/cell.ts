import { cellKey as contractCellKey } from '@ftr/contracts';

/** One cell of a grid: a parameter code at a factory date and hour (daily values sit at the day's last hour). */
export interface CellRef {
  readonly code: string;
  readonly date: string;
  readonly hour: number;
}

/** The contract's key of a cell (`code|date|hour`), used by pending changes, marks and the rendered inputs. */
export const cellKey = (cell: CellRef): string => contractCellKey(cell.code, cell.date, cell.hour);
