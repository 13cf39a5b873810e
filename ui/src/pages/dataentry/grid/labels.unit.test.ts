import { columnLabel } from './labels.ts';
import { NO_EDITS, typeInto } from './pending.ts';
import type { GridRow } from './rows.ts';
import { testColumn } from './testColumn.ts';

const CODE = 'RJ-PH-V-1H';
const ccf = testColumn(CODE, { CCF: true, LOWABS: 4, LOWTRG: 6, HIGHTRG: 8, HIGHABS: 10, PREVIOUS_VALUE: 7 });
const row = (hour: number, value: number | null): GridRow => ({
  date: '2026-11-23',
  hour,
  realDate: '2026-11-22',
  realHour: hour + 7,
  values: { [CODE]: value },
});
const rows = [row(1, 7), row(2, null), row(3, null)];
const cell = (hour: number) => ({ code: CODE, date: '2026-11-23', hour });

describe('the CCF label of a column as the user types (spec 1 §4)', () => {
  it('shows nothing for a column that is not a CCF parameter', () => {
    expect(columnLabel(testColumn(CODE), rows, typeInto(NO_EDITS, cell(2), null, '99'))).toBeNull();
  });

  it('shows the status label with nothing typed', () => {
    expect(columnLabel(ccf, rows, NO_EDITS)).toBeNull();
    expect(columnLabel({ ...ccf, CCFS: 'O', CCFLABEL: 'Ongoing CCF' }, rows, NO_EDITS)).toBe('Ongoing CCF');
  });

  it('New CCF for a value leaving the trigger band after one inside it', () => {
    expect(columnLabel(ccf, rows, typeInto(NO_EDITS, cell(2), null, '8.5'))).toBe('New CCF');
  });

  it('no label for a value inside the band', () => {
    expect(columnLabel(ccf, rows, typeInto(NO_EDITS, cell(2), null, '7.5'))).toBeNull();
  });

  it('New CCF for a value outside the absolute limits', () => {
    expect(columnLabel(ccf, rows, typeInto(NO_EDITS, cell(2), null, '11'))).toBe('New CCF');
  });

  it('Pending Close for a value back inside the band while a CCF is open', () => {
    const open = { ...ccf, CCFS: 'O' as const, CCFLABEL: 'Ongoing CCF' as const };
    expect(columnLabel(open, rows, typeInto(NO_EDITS, cell(2), null, '7'))).toBe('Pending Close');
    expect(columnLabel(open, rows, typeInto(NO_EDITS, cell(2), null, '9'))).toBe('Ongoing CCF');
  });

  it('ignores half-typed text', () => {
    expect(columnLabel(ccf, rows, typeInto(NO_EDITS, cell(2), null, '-'))).toBeNull();
  });

  it('follows the latest typed value: the first leaves the band, the next returns', () => {
    let edits = typeInto(NO_EDITS, cell(2), null, '9');
    edits = typeInto(edits, cell(3), null, '7');
    expect(columnLabel(ccf, rows, edits)).toBe('Pending Close');
  });
});
