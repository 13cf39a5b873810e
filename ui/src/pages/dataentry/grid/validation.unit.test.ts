import { DATA_MESSAGES } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import type { GridColumn } from './column.ts';
import { NO_EDITS, pendingChanges, typeInto } from './pending.ts';
import { testColumn } from './testColumn.ts';
import { changeRecord, checkChanges, checkMessage } from './validation.ts';

const A = testColumn('TJ-BRIX-V-1H', { UPPER_ABSOLUTE: 100, LOWER_ABSOLUTE: 0, AUDIT_FLAG: true });
const B = testColumn('RJ-PH-V-1H');
const S = testColumn('TJ-PUR-V-1H', { TYPE_ID: 'SIM' });
const columns = new Map<string, GridColumn>([A, B, S].map((c) => [c.CODE, c]));
const order = [A.CODE, B.CODE, S.CODE];
const at = (code: string, hour: number) => ({ code, date: '2026-11-23', hour });
const changes = (entries: [string, number, number | null, string][]) =>
  pendingChanges(
    entries.reduce((e, [code, hour, original, text]) => typeInto(e, at(code, hour), original, text), NO_EDITS),
    (code) => order.indexOf(code),
  );

describe('change records (spec 1 §3, §5)', () => {
  it('carries the cell, operation, audit flag, values and validity', () => {
    const [change] = changes([[A.CODE, 5, 10, '12.5']]);
    expect(change && changeRecord(change, A, 'BC2026')).toEqual({
      TYPE: 'Update',
      CODE: A.CODE,
      FTR_DATE: '2026-11-23',
      FTR_HOUR: 5,
      OPERATION: 'BC2026',
      AUDIT: true,
      VALUE: 12.5,
      ORIGINAL_VALUE: 10,
      VALID: true,
    });
  });

  it('is invalid outside the absolute limits, for text that is not a number, or on a calculated column', () => {
    const [over] = changes([[A.CODE, 5, null, '100.5']]);
    const [under] = changes([[A.CODE, 5, null, '-1']]);
    const [text] = changes([[A.CODE, 5, null, '1.2.3']]);
    const [sim] = changes([[S.CODE, 5, null, '1']]);
    expect(over && changeRecord(over, A, 'OP').VALID).toBe(false);
    expect(under && changeRecord(under, A, 'OP').VALID).toBe(false);
    expect(text && changeRecord(text, A, 'OP').VALID).toBe(false);
    expect(sim && changeRecord(sim, S, 'OP').VALID).toBe(false);
    expect(over && changeRecord(over, undefined, 'OP').VALID).toBe(false);
  });

  it('a Delete is valid', () => {
    const [gone] = changes([[A.CODE, 5, 50, '']]);
    expect(gone && changeRecord(gone, A, 'OP')).toMatchObject({ TYPE: 'Delete', VALUE: null, ORIGINAL_VALUE: 50, VALID: true });
  });
});

describe('the Check button and Submit', () => {
  it("say 'Nothing to Submit' / 'No errors found' with nothing pending", () => {
    const check = checkChanges([], columns, 'OP');
    expect(check).toEqual({ ok: false, message: DATA_MESSAGES.nothingToSubmit });
    expect(checkMessage(check)).toEqual({ kind: 'success', text: 'No errors found' });
  });

  it("say 'No errors found' when every change is valid", () => {
    const check = checkChanges(
      changes([
        [A.CODE, 1, null, '5'],
        [B.CODE, 1, 3, ''],
      ]),
      columns,
      'OP',
    );
    expect(check.ok).toBe(true);
    expect(checkMessage(check)).toEqual({ kind: 'success', text: 'No errors found' });
  });

  it("name the first invalid change in grid order: 'Error on code: {code}'", () => {
    const check = checkChanges(
      changes([
        [B.CODE, 2, null, '-'],
        [A.CODE, 1, null, '101'],
        [B.CODE, 1, null, '4'],
      ]),
      columns,
      'OP',
    );
    expect(check).toEqual({
      ok: false,
      message: 'Error on code: TJ-BRIX-V-1H',
      cell: cellKey(at(A.CODE, 1)),
      details: ['TJ-BRIX-V-1H hour 1: 101 is above the upper absolute limit 100', "RJ-PH-V-1H hour 2: '-' is not a number"],
    });
    expect(checkMessage(check)).toEqual({
      kind: 'error',
      text: "Error on code: TJ-BRIX-V-1H — TJ-BRIX-V-1H hour 1: 101 is above the upper absolute limit 100; RJ-PH-V-1H hour 2: '-' is not a number",
    });
  });

  it('warn, and pass, on values outside the check limits only; a daily grid names the date', () => {
    const checked = testColumn('RJ-BX-V-1H', { UPPER_CHECK: 90, LOWER_CHECK: 10, UPPER_ABSOLUTE: 120, LOWER_ABSOLUTE: 0 });
    const both = new Map([[checked.CODE, checked]]);
    order.push(checked.CODE);
    const check = checkChanges(
      changes([
        [checked.CODE, 7, null, '95.2'],
        [checked.CODE, 8, null, '5'],
      ]),
      both,
      'OP',
    );
    expect(checkMessage(check)).toEqual({
      kind: 'warning',
      text: 'No errors found. Outside the check limits (allowed): RJ-BX-V-1H hour 7: 95.2 is above the upper check limit 90; RJ-BX-V-1H hour 8: 5 is below the lower check limit 10',
    });
    const daily = checkChanges(changes([[checked.CODE, 24, null, '-3']]), both, 'OP', true);
    expect(checkMessage(daily).text).toBe('Error on code: RJ-BX-V-1H — RJ-BX-V-1H 2026-11-23: -3 is below the lower absolute limit 0');
  });

  it('refuse an hour the factory day does not have', () => {
    const records = checkChanges(changes([[A.CODE, 25, null, '5']]), columns, 'OP');
    expect(records.ok).toBe(false);
  });
});
