// Which cells a data-entry grid shows (spec 1 §2, §4 Hour mode; docs/architecture.md §5): an hourly grid is one factory
// day up to the hour mode's hour, a daily grid the factory week (Monday..Sunday) containing the date.
import { currentHour, dailyValueHour, factoryToday, hoursInFactoryDay, type FactoryHour, type HourMode } from '../time/factoryTime.ts';
import { weekDates } from './week.ts';

export const GRID_TYPES = ['HLY', 'DLY'] as const;
export type GridType = (typeof GRID_TYPES)[number];
export const HOUR_MODES = ['NOW', 'END'] as const satisfies readonly HourMode[];

/**
 * The last factory hour an hourly grid of `date` shows: END the whole day; NOW the hour in progress when
 * `date` is today, the whole day for a past date, and (the cells being locked) the whole day for a future one.
 */
export const lastGridHour = (date: string, mode: HourMode, now: Date): number => {
  const full = hoursInFactoryDay(date);
  if (mode === 'END' || date !== factoryToday(now)) return full;
  return currentHour(now, 'NOW').hour;
};

/** The cells of a grid in time order: hours 1..lastGridHour of the day, or each day of the week at its daily hour. */
export const gridCells = (type: GridType, date: string, mode: HourMode, now: Date): FactoryHour[] => {
  if (type === 'DLY') return weekDates(date).map((d) => ({ date: d, hour: dailyValueHour(d) }));
  const last = lastGridHour(date, mode, now);
  return Array.from({ length: last }, (_, i) => ({ date, hour: i + 1 }));
};

/** Key of one cell of one parameter, as used in maps: `${code}|${date}|${hour}`. */
export const cellKey = (code: string, date: string, hour: number): string => `${code}|${date}|${hour}`;

/** How a cell is named in messages: 'TJ-BRIX-V-1H 2026-11-23 h5'. */
export const cellName = (code: string, date: string, hour: number): string => `${code} ${date} h${hour}`;
