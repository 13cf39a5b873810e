import { summarise, trendOf } from './summary.ts';

describe('dashboard table summary', () => {
  it('averages over the points returned and compares the latest with it', () => {
    expect(summarise([1, 2, 6], 'Max')).toEqual({ latest: 6, average: 3, count: 3, direction: 'up', trend: 'good' });
    expect(summarise([], 'Max')).toEqual({ latest: null, average: null, count: 0, direction: 'level', trend: 'level' });
  });

  it('skips the hours without a value (the shared axis holds every series’ hours)', () => {
    expect(summarise([null, 1, null, 2, 6, null], 'Max')).toEqual({ latest: 6, average: 3, count: 3, direction: 'up', trend: 'good' });
    expect(summarise([null, null], 'Max').latest).toBeNull();
  });

  it('inverts the colours when the goal is Min', () => {
    expect(summarise([1, 2, 6], 'Min').trend).toBe('bad');
    expect(trendOf('down', 'Min')).toBe('good');
    expect(trendOf('down', 'Max')).toBe('bad');
  });
});
