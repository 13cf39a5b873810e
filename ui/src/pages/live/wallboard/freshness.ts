// How old the newest figure on a wallboard is: what a control room needs to know, rather than when the page last asked.
import { factoryHourToInstant, type DataRow } from '@ftr/contracts';

/** An age in words, coarse enough to read across a room: '40 s', '12 min', '16 h', '3 d'. */
export const ageText = (ms: number): string => {
  const s = Math.max(0, Math.floor(ms / 1000));
  if (s < 60) return `${s} s`;
  if (s < 3600) return `${Math.floor(s / 60)} min`;
  if (s < 48 * 3600) return `${Math.floor(s / 3600)} h`;
  return `${Math.floor(s / 86_400)} d`;
};

/** The instant of the newest row that holds a value (the end of its factory hour; daily rows the day's last hour), or null. */
export const newestValueAt = (entered: readonly DataRow[]): number | null => {
  const [newest] = entered;
  return newest ? factoryHourToInstant(newest.FTR_DATE, newest.FTR_HOUR).getTime() : null;
};

/** 'Newest value 16 h ago'; 'No values yet' when the range holds none. */
export const freshnessText = (newestAt: number | null, now: number): string =>
  newestAt === null ? 'No values yet' : `Newest value ${ageText(now - newestAt)} ago`;
