import { cellView } from './cellView.ts';
import { NO_EDITS, typeInto } from './pending.ts';
import type { LockContext } from './rows.ts';
import { testColumn } from './testColumn.ts';

const column = testColumn('A-B-V-1H', { PRECISION: 1, UPPER_CHECK: 50 });
const row = { date: '2026-11-23', hour: 2, realDate: '2026-11-22', realHour: 9, values: { 'A-B-V-1H': 12.34 } };
const lock: LockContext = { operation: { startDate: '2026-09-01', endDate: '2027-01-31' }, today: '2026-11-23', historicData: false };
const cell = { code: 'A-B-V-1H', date: '2026-11-23', hour: 2 };

describe('what a cell shows', () => {
  it('a loaded value with the column precision, unchanged', () => {
    expect(cellView(row, column, NO_EDITS, lock)).toEqual({
      key: 'A-B-V-1H|2026-11-23|2',
      text: '12.3',
      tone: 'plain',
      readOnly: null,
      limit: null,
      locked: false,
      changed: false,
    });
  });

  it('the typed text, coloured by its value, marked changed', () => {
    const view = cellView(row, column, typeInto(NO_EDITS, cell, 12.34, '60'), lock);
    expect(view).toMatchObject({ text: '60', tone: 'danger', changed: true, limit: '60 is above the upper check limit 50 (allowed)' });
  });

  it('an empty cell is shaded', () => {
    expect(cellView({ ...row, values: {} }, column, NO_EDITS, lock).tone).toBe('empty');
  });

  it('read-only reasons: calculated, locked', () => {
    expect(cellView(row, { ...column, TYPE_ID: 'SIM' }, NO_EDITS, lock)).toMatchObject({
      readOnly: 'Calculated: not entered',
      locked: false,
    });
    expect(cellView({ ...row, date: '2026-11-01' }, column, NO_EDITS, lock)).toMatchObject({
      readOnly: 'Locked: older than 3 days (needs the Historic Data permission)',
      locked: true,
    });
  });
});
