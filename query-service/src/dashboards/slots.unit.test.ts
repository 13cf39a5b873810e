import { factoryHourToInstant, realLabel } from '@ftr/contracts';
import { slotOf } from './slots.ts';

describe('dashboard time slots', () => {
  it.each([
    ['2026-11-26', 2],
    ['2026-03-29', 23], // the spring day has 23 hours
    ['2026-10-25', 25], // the autumn day has 25
    ['2026-10-25', 19],
  ])('gives the time module’s answer for %s hour %i, the second time from memory', (date, hour) => {
    const expected = {
      instant: factoryHourToInstant(date, hour).getTime(),
      realDate: realLabel(date, hour).realDate,
      realHour: realLabel(date, hour).realHour,
    };
    expect(slotOf(date, hour)).toEqual(expected);
    expect(slotOf(date, hour)).toBe(slotOf(date, hour));
  });
});
