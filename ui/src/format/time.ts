// One way to write time in the UI. Pure; factory-time arithmetic is contracts' (docs/architecture.md §5).
//
// - Factory date: 'YYYY-MM-DD' (with the weekday where a date heads a row or page: 'Wed 2026-11-25').
//   Factory day D runs 07:00 on D-1 to 07:00 on D (Europe/London).
// - Factory hour: the plant's clock time at the END of the hour, then the factory hour: '08:00 (h1)'.
//   Midnight is '24:00' (the real-hour convention: hour 24 ends the date). The title gives the span.
// - Instant: '2026-11-24 19:04:55', the plant's wall clock (Europe/London), whatever the browser's zone.
// - A time on a chart (axis labels and tooltips alike): the instant to the minute, '2026-11-24 19:04'.
// - Values: at the parameter's display precision (features/values/cellText.ts formatCellValue), with its
//   unit where a heading or a tooltip names the value (format/units.ts).
import { FACTORY_ZONE, factoryDateOf, realLabel } from '@ftr/contracts';

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const pad = (n: number): string => String(n).padStart(2, '0');

/** What "factory date" means, for the label's tooltip wherever a date is picked or named. */
export const FACTORY_DATE_HELP =
  'The factory day runs from 07:00 to 07:00 (UK time) and is named by the date it ends on: factory date 25 Nov is 07:00 on 24 Nov to 07:00 on 25 Nov.';

/** The weekday of a calendar date ('Wed'). */
export const weekdayOf = (date: string): string => WEEKDAYS[new Date(`${date}T12:00:00Z`).getUTCDay()] ?? '';

/** A factory date as shown: '2026-11-25', or 'Wed 2026-11-25' with the weekday. */
export const factoryDateText = (date: string, withWeekday = false): string => (withWeekday ? `${weekdayOf(date)} ${date}` : date);

/** The factory date an instant falls in (07:00 local starts the next one). */
export const factoryDateAt = (instant: Date): string => factoryDateOf(instant);

/** Factory hour `hour` of `date` as shown: its clock time at the hour's end and the hour, '08:00 (h1)'. */
export const factoryHourText = (date: string, hour: number): string => {
  try {
    return `${pad(realLabel(date, hour).realHour)}:00 (h${hour})`;
  } catch {
    return `h${hour}`;
  }
};

/** The full reading of a factory hour, for a title: 'Factory hour 1 of 2026-11-25: 07:00–08:00 on 2026-11-24'. */
export const factoryHourTitle = (date: string, hour: number): string => {
  try {
    const { realDate, realHour, fold } = realLabel(date, hour);
    const repeat = fold === 1 ? ' (the repeated hour, GMT)' : '';
    return `Factory hour ${hour} of ${date}: ${pad(realHour - 1)}:00–${pad(realHour)}:00 on ${realDate}${repeat}`;
  } catch {
    return `Factory hour ${hour} of ${date}`;
  }
};

/** A factory date and hour together: '2026-11-25 08:00 (h1)'. */
export const factorySlotText = (date: string, hour: number): string => `${date} ${factoryHourText(date, hour)}`;

const INSTANT = new Intl.DateTimeFormat('en-GB', {
  timeZone: FACTORY_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An instant on the plant's clock, '2026-11-24 19:04:55' ('' for none; unreadable text as given). */
export const instantText = (at: string | number | Date | null | undefined): string => {
  if (at === null || at === undefined || at === '') return '';
  const date = at instanceof Date ? at : new Date(at);
  if (Number.isNaN(date.getTime())) return String(at);
  const part = Object.fromEntries(INSTANT.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}:${part['second']}`;
};

/** The plant's clock time of an instant, '19:04'. */
export const clockText = (at: Date | number): string => instantText(at).slice(11, 16);

/** A time on a chart, axis label and tooltip alike: the plant's clock to the minute, '2026-11-24 19:04'. */
export const chartTimeText = (at: string | number | Date): string => instantText(at).slice(0, 16);
