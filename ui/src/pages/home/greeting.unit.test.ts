import { greetingFor } from './greeting.ts';

const at = (month: number, day: number, hour: number, minute = 0) => new Date(2026, month - 1, day, hour, minute);

describe('home greeting (spec 3 §2)', () => {
  it.each([
    [0, 0, 'Good morning'],
    [11, 59, 'Good morning'],
    [12, 0, 'Good afternoon'],
    [17, 59, 'Good afternoon'],
    [18, 0, 'Good evening'],
    [23, 59, 'Good evening'],
  ])('at %i:%i on an ordinary day says %s', (hour, minute, greeting) => {
    expect(greetingFor(at(3, 14, hour, minute))).toBe(greeting);
  });

  it('says Happy Halloween all day on 31 October', () => {
    for (const hour of [0, 9, 15, 23]) expect(greetingFor(at(10, 31, hour))).toBe('Happy Halloween');
  });

  it('says Merry Christmas all day on 25 December', () => {
    for (const hour of [0, 9, 15, 23]) expect(greetingFor(at(12, 25, hour))).toBe('Merry Christmas');
  });

  it('is ordinary the days either side', () => {
    expect(greetingFor(at(10, 30, 9))).toBe('Good morning');
    expect(greetingFor(at(11, 1, 9))).toBe('Good morning');
    expect(greetingFor(at(12, 24, 20))).toBe('Good evening');
    expect(greetingFor(at(12, 26, 13))).toBe('Good afternoon');
  });
});
