// Live-data ranges (spec 3 §"Live data", §9): hourly 1D/2D/3D/1W, daily 1W/2W/3W, and which cells each shows.
import type { ScreenType } from '../dataScreens/schemas.ts';
import { addDays } from '../time/calendar.ts';
import { dailyValueHour, hoursInFactoryDay, type FactoryHour } from '../time/factoryTime.ts';

export interface LiveRange {
  label: string;
  days: number;
}

export const LIVE_RANGES = {
  HLY: [
    { label: '1D', days: 1 },
    { label: '2D', days: 2 },
    { label: '3D', days: 3 },
    { label: '1W', days: 7 },
  ],
  DLY: [
    { label: '1W', days: 7 },
    { label: '2W', days: 14 },
    { label: '3W', days: 21 },
  ],
} as const satisfies Record<ScreenType, readonly LiveRange[]>;

/** Default range per screen type: hourly 1D, daily 1W. */
export const LIVE_DEFAULT_RANGE: Record<ScreenType, string> = { HLY: '1D', DLY: '1W' };

/** Spec 3 §4 Timers: the live page refetches every 180000 ms (push is the fast path, this the fallback). */
export const LIVE_REFRESH_MS = 180_000;

/** The range of a screen type by label ('1D'); undefined when the type has no such range. */
export const liveRangeOf = (type: ScreenType, label: string | null | undefined): LiveRange | undefined =>
  LIVE_RANGES[type].find((range) => range.label === label);

/** The valid day counts of a type (hourly 1, 2, 3, 7; daily 7, 14, 21). */
export const liveRangeDays = (type: ScreenType): number[] => LIVE_RANGES[type].map((range) => range.days);

/**
 * An hourly range, newest first: the rangeDays x 24 factory hours ending with (date, hour). Factory hours
 * are real hours, so on the 23- and 25-hour days the window still covers exactly rangeDays x 24 real hours.
 */
export const liveHourlyCells = (date: string, hour: number, rangeDays: number): FactoryHour[] => {
  const cells: FactoryHour[] = [];
  let cell: FactoryHour = { date, hour };
  for (let i = 0; i < rangeDays * 24; i += 1) {
    cells.push(cell);
    cell =
      cell.hour > 1
        ? { date: cell.date, hour: cell.hour - 1 }
        : { date: addDays(cell.date, -1), hour: hoursInFactoryDay(addDays(cell.date, -1)) };
  }
  return cells;
};

/** A daily range, newest first: the rangeDays factory dates ending with `date`, each at its daily-value hour. */
export const liveDailyCells = (date: string, rangeDays: number): FactoryHour[] =>
  Array.from({ length: rangeDays }, (_, i) => {
    const day = addDays(date, -i);
    return { date: day, hour: dailyValueHour(day) };
  });
