import { factoryHourToInstant, realLabel } from '@ftr/contracts';

/** Where a factory hour sits in real time: the instant it is stamped with (epoch ms) and its real date and hour. */
export interface Slot {
  instant: number;
  realDate: string;
  realHour: number;
}

const MAX_SLOTS = 100_000;
const slots = new Map<string, Slot>();

/**
 * The real time of a factory hour (the time module's own answer), remembered: the conversions go through
 * the London clock (Intl), about 50 µs each, and a dashboard of 12 codes x 28 days asks 8,064 times for the
 * same 672 hours. A pure function of its arguments, so the cache is never stale; bounded, cleared when full.
 */
export const slotOf = (date: string, hour: number): Slot => {
  const key = `${date}|${hour}`;
  const known = slots.get(key);
  if (known) return known;
  const real = realLabel(date, hour);
  const slot = { instant: factoryHourToInstant(date, hour).getTime(), realDate: real.realDate, realHour: real.realHour };
  if (slots.size >= MAX_SLOTS) slots.clear();
  slots.set(key, slot);
  return slot;
};
