import { realLabel } from '@ftr/contracts';

/** What the UI writes for factory hour `hour` of `date` (ui/src/format/time.ts): '08:00 (h1)'. */
export const factoryHourText = (date: string, hour: number): string =>
  `${String(realLabel(date, hour).realHour).padStart(2, '0')}:00 (h${hour})`;

const PLANT_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** What the UI writes for an instant in a table (ui/src/format/time.ts): '2026-11-24 19:04:55', the plant's clock. */
export const instantText = (at: Date): string => {
  const part = Object.fromEntries(PLANT_CLOCK.formatToParts(at).map((p) => [p.type, p.value]));
  return `${part['year']}-${part['month']}-${part['day']} ${part['hour']}:${part['minute']}:${part['second']}`;
};
