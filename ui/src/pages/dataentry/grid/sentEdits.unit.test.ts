import type { ChangeRecordInput } from '@ftr/contracts';
import { NO_EDITS, typeInto } from './pending.ts';
import { withoutSent } from './sentEdits.ts';

const DATE = '2026-11-23';
const record = (hour: number, value: number | null, original: number | null = null): ChangeRecordInput => ({
  TYPE: original === null ? 'Insert' : value === null ? 'Delete' : 'Update',
  CODE: 'A-B-V-1H',
  FTR_DATE: DATE,
  FTR_HOUR: hour,
  OPERATION: 'OP',
  AUDIT: false,
  VALUE: value,
  ORIGINAL_VALUE: original,
});
const at = (hour: number) => ({ code: 'A-B-V-1H', date: DATE, hour });

describe('withoutSent', () => {
  it('drops the edits a Submit carried, a cleared cell included', () => {
    const edits = typeInto(typeInto(NO_EDITS, at(1), null, '5'), at(2), 7, '');
    expect(withoutSent(edits, [record(1, 5), record(2, null, 7)]).size).toBe(0);
  });

  it('keeps an edit typed after the Submit was queued: another cell, or the same cell changed again', () => {
    const edits = typeInto(typeInto(NO_EDITS, at(1), null, '6'), at(3), null, '9');
    expect([...withoutSent(edits, [record(1, 5)]).keys()]).toEqual(['A-B-V-1H|2026-11-23|1', 'A-B-V-1H|2026-11-23|3']);
  });
});
