import { addDays } from '../time/calendar.ts';

/**
 * The changes of a submission that are corrections of a factory date more than `days` before today: what
 * needs a signature when the site requires one for old corrections. The server also counts a change of a
 * cell that holds a value, whatever its declared type.
 */
export const oldCorrections = <T extends { TYPE: string; FTR_DATE: string }>(changes: readonly T[], today: string, days: number): T[] => {
  const before = addDays(today, -days);
  return changes.filter((c) => c.TYPE !== 'Insert' && c.FTR_DATE < before);
};
