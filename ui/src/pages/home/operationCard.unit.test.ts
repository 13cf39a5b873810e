import { daysRemaining, isEndingSoon, remainingText } from './operationCard.ts';

const today = '2026-11-22';

describe('operation cards (spec 3 §2, §9)', () => {
  it('counts whole days to the end date', () => {
    expect(daysRemaining('2026-11-22', today)).toBe(0);
    expect(daysRemaining('2026-12-02', today)).toBe(10);
    expect(daysRemaining('2027-03-01', today)).toBe(99);
  });

  it('counts across the clocks changing', () => {
    expect(daysRemaining('2027-03-29', '2027-03-27')).toBe(2);
    expect(daysRemaining('2026-10-26', '2026-10-24')).toBe(2);
  });

  it('turns red at 10 days remaining or fewer', () => {
    expect(isEndingSoon('2026-12-03', today)).toBe(false); // 11 days
    expect(isEndingSoon('2026-12-02', today)).toBe(true); // 10 days
    expect(isEndingSoon('2026-11-23', today)).toBe(true);
    expect(isEndingSoon(today, today)).toBe(true);
  });

  it('says how long is left', () => {
    expect(remainingText(12)).toBe('12 days remaining');
    expect(remainingText(1)).toBe('1 day remaining');
    expect(remainingText(0)).toBe('Ends today');
    expect(remainingText(-1)).toBe('Ended');
  });
});
