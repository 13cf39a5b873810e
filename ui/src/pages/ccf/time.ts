import { instantToFactory, realLabel, type RealLabel } from '@ftr/contracts';

/** The real date and hour (1..24, the hour ending at that o'clock) that `now` falls in: the data value dialog's default. */
export const currentRealSlot = (now: Date): RealLabel => {
  const { date, hour } = instantToFactory(now);
  return realLabel(date, hour);
};
