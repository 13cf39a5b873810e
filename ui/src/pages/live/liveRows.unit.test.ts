import type { DataRow, LiveColumnDto } from '@ftr/contracts';
import { applyLabels, changedCells, mergePush } from './liveRows.ts';

// Labels plus values: the DataRow shape (zod's catchall type cannot say so).
const row = (FTR_DATE: string, FTR_HOUR: number, values: Record<string, number | null>) =>
  ({ REAL_DATE: FTR_DATE, REAL_HOUR: FTR_HOUR, FTR_DATE, FTR_HOUR, ...values }) as DataRow;
const rows = [row('2026-11-26', 2, { A: null, B: 5 }), row('2026-11-26', 1, { A: 1, B: null }), row('2026-11-25', 24, { A: 3, B: null })];
const codes = new Set(['A', 'B']);

describe('mergePush', () => {
  it("given a pushed day, when merged, then that code's cells of that date take its hours and the others stay", () => {
    const merge = mergePush(rows, [{ CODE: 'A', FTR_DATE: '2026-11-26', HOURS: { 2: 7 } }], codes);
    expect(merge.rows.map((r) => [r.FTR_HOUR, r['A'], r['B']])).toEqual([
      [2, 7, 5],
      [1, null, null],
      [24, 3, null],
    ]);
    expect(merge.changed).toEqual(['A|2026-11-26|2', 'A|2026-11-26|1']);
    expect(merge.beyondRange).toBe(false);
    expect(merge.rows[2]).toBe(rows[2]);
  });

  it('given a push that changes nothing, then the same rows come back', () => {
    const merge = mergePush(
      rows,
      [
        { CODE: 'B', FTR_DATE: '2026-11-26', HOURS: { 2: 5 } },
        { CODE: 'Z', FTR_DATE: '2026-11-26', HOURS: { 1: 1 } },
      ],
      codes,
    );
    expect(merge).toEqual({ rows, changed: [], beyondRange: false });
    expect(merge.rows).toBe(rows);
  });

  it('given a value after the newest row, then the range has moved on', () => {
    expect(mergePush(rows, [{ CODE: 'B', FTR_DATE: '2026-11-26', HOURS: { 2: 5, 3: 1 } }], codes).beyondRange).toBe(true);
    expect(mergePush(rows, [{ CODE: 'B', FTR_DATE: '2026-11-27', HOURS: { 1: 1 } }], codes).beyondRange).toBe(true);
    expect(mergePush(rows, [{ CODE: 'B', FTR_DATE: '2026-11-26', HOURS: { 10: 1 } }], codes).beyondRange).toBe(true);
    expect(mergePush(rows, [{ CODE: 'B', FTR_DATE: '2026-11-25', HOURS: { 24: 1 } }], codes).beyondRange).toBe(false);
  });
});

describe('changedCells', () => {
  it('given two loads, then the cells whose values differ on rows present in both', () => {
    const after = [row('2026-11-26', 3, { A: 1, B: 1 }), row('2026-11-26', 2, { A: null, B: 6 }), row('2026-11-26', 1, { A: 1, B: null })];
    expect(changedCells(rows, after, ['A', 'B'])).toEqual(['B|2026-11-26|2']);
  });
});

describe('applyLabels', () => {
  const column = (CODE: string, CCFLABEL: LiveColumnDto['CCFLABEL']) => ({ CODE, CCFLABEL }) as LiveColumnDto;
  const heading = [column('A', 'Ongoing CCF'), column('B', null), column('C', 'Pending Close')];

  it('given pushed labels, then the columns named take them and the others stay as they were', () => {
    const next = applyLabels(heading, { A: 'Pending Close', B: 'Ongoing CCF', Z: null });
    expect(next.map((c) => [c.CODE, c.CCFLABEL])).toEqual([
      ['A', 'Pending Close'],
      ['B', 'Ongoing CCF'],
      ['C', 'Pending Close'],
    ]);
    expect(next[2]).toBe(heading[2]);
    expect(applyLabels(heading, { C: null }).map((c) => c.CCFLABEL)).toEqual(['Ongoing CCF', null, null]);
  });

  it('given labels the heading already shows, then the same heading comes back (no re-render)', () => {
    expect(applyLabels(heading, { A: 'Ongoing CCF', B: null })).toBe(heading);
  });
});
