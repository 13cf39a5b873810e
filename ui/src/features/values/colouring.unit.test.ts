import { cellTone, type ToneLimits } from './colouring.ts';

const limits: ToneLimits = {
  LOWER_ABSOLUTE: 0,
  LOWER_CHECK: 10,
  UPPER_CHECK: 90,
  UPPER_ABSOLUTE: 100,
  CCF: true,
  LOWABS: 5,
  LOWTRG: 20,
  HIGHTRG: 80,
  HIGHABS: 95,
};
const value = (v: number | null) => cellTone({ readable: true, value: v }, limits);

describe('cell colouring (spec 1 §5)', () => {
  it('shades empty cells', () => {
    expect(value(null)).toBe('empty');
  });

  it('leaves values inside every band plain, limits included', () => {
    expect(value(50)).toBe('plain');
    expect(value(20)).toBe('plain');
    expect(value(80)).toBe('plain');
  });

  it('warns when a CCF parameter is outside its trigger band', () => {
    expect(value(19.9)).toBe('warning');
    expect(value(80.1)).toBe('warning');
  });

  it('does not warn for a parameter that is not a CCF parameter', () => {
    expect(cellTone({ readable: true, value: 85 }, { ...limits, CCF: false })).toBe('plain');
  });

  it('is danger outside the check limits (over the warning)', () => {
    expect(value(9)).toBe('danger');
    expect(value(90.5)).toBe('danger');
    expect(value(10)).toBe('warning');
    expect(value(90)).toBe('warning');
  });

  it('is a stronger danger outside the absolute limits', () => {
    expect(value(-1)).toBe('critical');
    expect(value(100.01)).toBe('critical');
    expect(value(100)).toBe('danger');
    expect(value(0)).toBe('danger');
  });

  it('marks text that is not a number', () => {
    expect(cellTone({ readable: false }, limits)).toBe('invalid');
  });

  it('ignores limits that are not set', () => {
    const none: ToneLimits = {
      LOWER_ABSOLUTE: null,
      LOWER_CHECK: null,
      UPPER_CHECK: null,
      UPPER_ABSOLUTE: null,
      CCF: false,
      LOWABS: null,
      LOWTRG: null,
      HIGHTRG: null,
      HIGHABS: null,
    };
    expect(cellTone({ readable: true, value: -1e9 }, none)).toBe('plain');
  });
});
