import { currentRealSlot } from './time.ts';

describe('CCF page times', () => {
  it('defaults the data value to the real hour now falls in (the hour ending at that o\u2019clock)', () => {
    expect(currentRealSlot(new Date('2026-01-15T14:35:00Z'))).toEqual({ realDate: '2026-01-15', realHour: 15, fold: 0 });
    expect(currentRealSlot(new Date('2026-07-15T13:35:00Z'))).toEqual({ realDate: '2026-07-15', realHour: 15, fold: 0 });
    // 23:30 local falls in the hour ending at midnight: hour 24 of the same real date.
    expect(currentRealSlot(new Date('2026-01-15T23:30:00Z'))).toEqual({ realDate: '2026-01-15', realHour: 24, fold: 0 });
    expect(currentRealSlot(new Date('2026-01-16T00:10:00Z'))).toEqual({ realDate: '2026-01-16', realHour: 1, fold: 0 });
  });
});
