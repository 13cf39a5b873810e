import type { ParameterHistoryEntry } from '@ftr/contracts';
import { historyRows, shownValue } from './rows.ts';

const entry = (over: Partial<ParameterHistoryEntry>): ParameterHistoryEntry => ({
  at: '2026-11-25T11:30:00.000Z',
  position: '10',
  by: 'supervisor.ba',
  source: 'parameter',
  change: 'ParameterUpdated',
  changes: [],
  reason: null,
  ...over,
});

describe('parameter history rows', () => {
  it('gives each changed field a row, the first of a change marked, in the order the server answers', () => {
    const rows = historyRows([
      entry({
        changes: [
          { field: 'UPPER_CHK_LIMIT', from: 9, to: 8.5 },
          { field: 'IN_USE_FLAG', from: true, to: false },
        ],
        reason: 'Season',
      }),
      entry({ position: '4', change: 'CcfAnalysisUpdated', changes: [{ field: 'ZHIST.high_trigger', from: 8, to: 7 }] }),
    ]);
    expect(rows.map((r) => [r.key, r.change, r.field, r.from, r.to, r.reason, r.first])).toEqual([
      ['10:0', 'Edited', 'UPPER_CHK_LIMIT', 9, 8.5, 'Season', true],
      ['10:1', 'Edited', 'IN_USE_FLAG', true, false, 'Season', false],
      ['4:0', 'CCF analysis changed', 'ZHIST.high_trigger', 8, 7, null, true],
    ]);
  });

  it('keeps a change without field changes as one row, and shows values plainly', () => {
    expect(historyRows([entry({})])).toHaveLength(1);
    expect([shownValue(null), shownValue(true), shownValue(false), shownValue(7.5), shownValue('ZHIST')]).toEqual([
      '',
      'Yes',
      'No',
      '7.5',
      'ZHIST',
    ]);
  });
});
