import type { GridType } from '@ftr/contracts';
import type { GridRow } from './rows.ts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const weekday = (date: string): string => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';

/**
 * The first column of a row. Hourly: the real-clock hour the reading is taken at ('08:00'; on the
 * autumn day the repeated hour is told apart by its factory hour in the title). Daily: weekday and date.
 */
export const rowLabel = (row: GridRow, type: GridType): { text: string; title: string } => {
  if (type === 'DLY') return { text: `${weekday(row.date)} ${row.date}`, title: `Factory date ${row.date}` };
  const hour = String(row.realHour).padStart(2, '0');
  return { text: `${hour}:00`, title: `${row.realDate} ${hour}:00 · factory hour ${row.hour} of ${row.date}` };
};
