import type { ParameterHistoryEntry } from '@ftr/contracts';
import { limitLines, limitPeriods, limitsAt } from './limitSteps.ts';

const now = { UPPER_ABS_LIMIT: 10, UPPER_CHK_LIMIT: 8.5, LOWER_CHK_LIMIT: 3, LOWER_ABS_LIMIT: 0 };
const entry = (
  at: string,
  changes: ParameterHistoryEntry['changes'],
  over: Partial<ParameterHistoryEntry> = {},
): ParameterHistoryEntry => ({
  at,
  position: '1',
  by: 'supervisor.ba',
  source: 'parameter',
  change: 'ParameterUpdated',
  changes,
  reason: null,
  ...over,
});
// Newest first, as the server answers.
const history = [
  entry('2026-11-20T12:00:00.000Z', [{ field: 'UPPER_CHK_LIMIT', from: 9, to: 8.5 }]),
  entry('2026-11-18T12:00:00.000Z', [{ field: 'HEADING1', from: 'A', to: 'B' }]),
  entry('2026-11-15T12:00:00.000Z', [{ field: 'LOWER_CHK_LIMIT', from: null, to: 3 }]),
  entry('2026-11-25T00:00:00.000Z', [{ field: 'ZX.high_trigger', from: 8, to: 7 }], {
    source: 'ccfAnalysis',
    change: 'CcfAnalysisUpdated',
  }),
  entry('2026-11-01T00:00:00.000Z', [{ field: 'UPPER_CHK_LIMIT', from: null, to: 9 }], { change: 'ParameterCreated' }),
];

describe('the data view’s limits as of each point’s time', () => {
  it('given two limit changes, gives three periods: the old values before each change', () => {
    const periods = limitPeriods(now, history);
    expect(periods.map((p) => [p.from, p.limits.UPPER_CHK_LIMIT, p.limits.LOWER_CHK_LIMIT])).toEqual([
      [null, 9, null],
      ['2026-11-15T12:00:00.000Z', 9, 3],
      ['2026-11-20T12:00:00.000Z', 8.5, 3],
    ]);
    expect(limitsAt(periods, '2026-11-19T00:00:00.000Z').UPPER_CHK_LIMIT).toBe(9);
    expect(limitsAt(periods, '2026-11-21T00:00:00.000Z').UPPER_CHK_LIMIT).toBe(8.5);
  });

  it('as of an instant, ignores the changes after it (the definition shown is the one then)', () => {
    const then = { ...now, UPPER_CHK_LIMIT: 9 };
    expect(limitPeriods(then, history, '2026-11-19T00:00:00.000Z').map((p) => p.limits.UPPER_CHK_LIMIT)).toEqual([9, 9]);
  });

  it('draws a limit changed mid-period as a step at the change, and leaves out a limit not set', () => {
    const periods = limitPeriods(now, history);
    const lines = limitLines(periods, [{ REAL_DATETIME: '2026-11-19T00:00:00.000Z' }, { REAL_DATETIME: '2026-11-22T00:00:00.000Z' }]);
    expect(lines.filter((l) => l.field === 'UPPER_CHK_LIMIT').map((l) => [l.time.slice(0, 13), l.value])).toEqual([
      ['2026-11-19T00', 9],
      ['2026-11-20T12', 9],
      ['2026-11-20T12', 8.5],
      ['2026-11-22T00', 8.5],
    ]);
    const early = limitLines(periods, [{ REAL_DATETIME: '2026-11-10T00:00:00.000Z' }, { REAL_DATETIME: '2026-11-12T00:00:00.000Z' }]);
    expect(early.filter((l) => l.field === 'LOWER_CHK_LIMIT')).toEqual([]);
  });
});
