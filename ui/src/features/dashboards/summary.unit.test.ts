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

  it('is level when the latest and the average are equal at the display precision', () => {
    // average 91.61..., latest 91.6: both shown as 91.6
    expect(summarise([91.62, 91.62, 91.6], 'Max', 1)).toMatchObject({ direction: 'level', trend: 'level' });
    expect(summarise([91.62, 91.62, 91.6], 'Max', 2)).toMatchObject({ direction: 'down', trend: 'bad' });
    expect(summarise([91.4, 91.6], 'Min', 1)).toMatchObject({ direction: 'up', trend: 'bad' });
  });
});
