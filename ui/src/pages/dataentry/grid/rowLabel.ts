import type { GridType } from '@ftr/contracts';
import { factoryDateText, factoryHourText, factoryHourTitle } from '../../../format/time.ts';
import type { GridRow } from './rows.ts';

/**
 * The first column of a row, in the UI's one way to write time (`format/time.ts`). Hourly: the clock
 * time at the hour's end and the factory hour ('08:00 (h1)'; the title gives the real span). Daily:
 * weekday and factory date.
 */
export const rowLabel = (row: GridRow, type: GridType): { text: string; title: string } => {
  if (type === 'DLY') return { text: factoryDateText(row.date, true), title: `Factory date ${row.date}` };
  return { text: factoryHourText(row.date, row.hour), title: factoryHourTitle(row.date, row.hour) };
};
