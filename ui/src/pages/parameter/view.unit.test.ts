import type { DataPoint } from '@ftr/contracts';
import { openingEnd, periodOptions, periodRange, rowTone, visiblePoints } from './view.ts';

const limits = { UPPER_ABS_LIMIT: 100, UPPER_CHK_LIMIT: 80, LOWER_CHK_LIMIT: 20, LOWER_ABS_LIMIT: 0 };
const point = (PARAM_DATE: string): DataPoint => ({
  REAL_DATETIME: '',
  PARAM_VALUE: 1,
  PARM_CODE: 'X-W',
  OPTN_CODE: 'BC',
  PARAM_DATE,
  FTR_HOUR: 1,
});

describe('parameter data view rules (spec 2 §9)', () => {
  it('chooses the period options and default by the last letter of the code', () => {
    expect(periodOptions('ZT-SUG-T')).toEqual({ options: ['1M', '3M', '6M', '1Y'], initial: '1M' });
    expect(periodOptions('ZT-SUG-W')).toEqual({ options: ['1M', '3M', '6M', '1Y'], initial: '1M' });
    expect(periodOptions('ZT-BRIX-V-1H')).toEqual({ options: ['1D', '2D', '3D', '1W'], initial: '1D' });
    expect(periodOptions('ZT-SUG-T-0D')).toEqual({ options: ['1W', '2W', '1M', '3M'], initial: '1W' });
  });

  it('covers the factory dates of a period ending today', () => {
    expect(periodRange('1D', '2026-11-26')).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('1W', '2026-11-26')).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('1M', '2026-03-31')).toEqual({ from: '2026-03-01', to: '2026-03-31' });
    expect(periodRange('1Y', '2026-11-26')).toEqual({ from: '2025-11-27', to: '2026-11-26' });
  });

  it('opens on the period ending on the latest value, never after today; today when there is none', () => {
    expect(openingEnd('2026-11-23', '2026-11-26')).toBe('2026-11-23');
    expect(openingEnd('2026-11-26', '2026-11-26')).toBe('2026-11-26');
    expect(openingEnd('2026-11-30', '2026-11-26')).toBe('2026-11-26');
    expect(openingEnd(null, '2026-11-26')).toBe('2026-11-26');
  });

  it('shows only Monday rows of weekly parameters', () => {
    const points = [point('2026-11-23'), point('2026-11-24'), point('2026-11-30')];
    expect(visiblePoints('X-W', points).map((p) => p.PARAM_DATE)).toEqual(['2026-11-23', '2026-11-30']);
    expect(visiblePoints('X-H', points)).toHaveLength(3);
  });

  it('highlights values at the limits: danger text at the upper absolute, a danger row at the checks or lower absolute', () => {
    expect(rowTone(100, limits)).toBe('dangerText');
    expect(rowTone(80, limits)).toBe('dangerRow');
    expect(rowTone(20, limits)).toBe('dangerRow');
    expect(rowTone(0, limits)).toBe('dangerRow');
    expect(rowTone(50, limits)).toBeNull();
    expect(rowTone(500, { UPPER_ABS_LIMIT: null, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null, LOWER_ABS_LIMIT: null })).toBeNull();
  });
});
