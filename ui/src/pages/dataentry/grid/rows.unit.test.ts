import { DataRow } from '@ftr/contracts';
import { gridRows, originalAt, readOnlyReason, type LockContext } from './rows.ts';
import { testColumn } from './testColumn.ts';

const rows = gridRows([
  DataRow.parse({ REAL_DATE: '2026-11-23', REAL_HOUR: 7, FTR_DATE: '2026-11-23', FTR_HOUR: 24, 'A-B-V-1H': 3 }),
  DataRow.parse({ REAL_DATE: '2026-11-22', REAL_HOUR: 8, FTR_DATE: '2026-11-23', FTR_HOUR: 1, 'A-B-V-1H': null, 'C-D-V-1H': 2.5 }),
]);

describe('grid rows from data rows (spec 1 §3)', () => {
  it('orders by factory date and hour and keeps only the values', () => {
    expect(rows.map((r) => r.hour)).toEqual([1, 24]);
    expect(rows[0]).toEqual({
      date: '2026-11-23',
      hour: 1,
      realDate: '2026-11-22',
      realHour: 8,
      values: { 'A-B-V-1H': null, 'C-D-V-1H': 2.5 },
    });
  });

  it('reads a missing value as empty', () => {
    const [first, last] = rows;
    expect(first && originalAt(first, 'A-B-V-1H')).toBeNull();
    expect(last && originalAt(last, 'C-D-V-1H')).toBeNull();
    expect(last && originalAt(last, 'A-B-V-1H')).toBe(3);
  });
});

describe('read-only cells (spec 1 §4 Cell editing)', () => {
  const row = { date: '2026-11-20', hour: 5, realDate: '2026-11-19', realHour: 12, values: {} };
  const ctx: LockContext = { operation: { startDate: '2026-09-01', endDate: '2027-01-31' }, today: '2026-11-23', historicData: false };
  const measured = testColumn('A-B-V-1H');

  it('calculated (SIM) cells are read-only', () => {
    expect(readOnlyReason(row, testColumn('S-P-V-1H', { TYPE_ID: 'SIM' }), ctx)).toBe('calculated');
  });

  it('measured and constant cells inside the rules are open', () => {
    expect(readOnlyReason(row, measured, ctx)).toBeNull();
    expect(readOnlyReason(row, testColumn('K-C-V-0C', { TYPE_ID: 'CON' }), ctx)).toBeNull();
  });

  it("follow the contract's lock rules", () => {
    expect(readOnlyReason({ ...row, date: '2026-11-19' }, measured, ctx)).toBe('historic');
    expect(readOnlyReason({ ...row, date: '2026-11-19' }, measured, { ...ctx, historicData: true })).toBeNull();
    expect(readOnlyReason({ ...row, date: '2026-08-31' }, measured, { ...ctx, historicData: true })).toBe('beforeStart');
    expect(readOnlyReason({ ...row, date: '2026-11-24' }, measured, ctx)).toBe('future');
  });

  it('every cell is read-only on a past (as-of) view', () => {
    expect(readOnlyReason(row, measured, { ...ctx, asOf: true })).toBe('asOf');
  });

  it("every entered cell is read-only when the write access level is below the screen's", () => {
    expect(readOnlyReason(row, measured, { ...ctx, writeRefused: true })).toBe('writeAccess');
  });

  it('every cell is read-only without a known operation', () => {
    expect(readOnlyReason(row, measured, { ...ctx, operation: null })).toBe('noOperation');
  });
});
