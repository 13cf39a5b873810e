import { realLabel } from '@ftr/contracts';

/** What the UI writes for factory hour `hour` of `date` (ui/src/format/time.ts): '08:00 (h1)'. */
export const factoryHourText = (date: string, hour: number): string =>
  `${String(realLabel(date, hour).realHour).padStart(2, '0')}:00 (h${hour})`;
