import { checkChangeRecords, SubmitDataBody } from './schemas.ts';

const insert = {
  TYPE: 'Insert',
  CODE: 'tj-brix-v-1h',
  FTR_DATE: '2026-11-23',
  FTR_HOUR: 5,
  OPERATION: 'bc2026',
  AUDIT: false,
  VALUE: 12.5,
  ORIGINAL_VALUE: null,
  VALID: true,
};
const update = { ...insert, TYPE: 'Update', CODE: 'A', VALUE: 3, ORIGINAL_VALUE: 2 };
const remove = { ...insert, TYPE: 'Delete', CODE: 'B', VALUE: '', ORIGINAL_VALUE: 2 };
const id = '0190a0b2-7c3e-7a00-8000-000000000001';

describe('change records (spec 1 §5)', () => {
  it('accepts inserts, updates and deletes, normalising codes and empty values', () => {
    const checked = checkChangeRecords([insert, update, remove]);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.records[0]).toMatchObject({ CODE: 'TJ-BRIX-V-1H', OPERATION: 'BC2026', VALUE: 12.5, ORIGINAL_VALUE: null });
    expect(checked.records[2]).toMatchObject({ VALUE: null, ORIGINAL_VALUE: 2 });
  });

  it.each([
    ['AUDIT missing', { AUDIT: undefined }],
    ['AUDIT not boolean', { AUDIT: 'yes' }],
    ['OPERATION missing', { OPERATION: '' }],
    ['TYPE unknown', { TYPE: 'Upsert' }],
    ['FTR_DATE not a date', { FTR_DATE: '2026-02-30' }],
    ['FTR_HOUR 0', { FTR_HOUR: 0 }],
    ['FTR_HOUR 25 on a 24-hour day', { FTR_HOUR: 25 }],
    ['FTR_HOUR not whole', { FTR_HOUR: 1.5 }],
    ['VALUE a string', { VALUE: '12' }],
    ['VALID false', { VALID: false }],
    ['Insert without a value', { VALUE: null }],
    ['Insert over a value', { ORIGINAL_VALUE: 1 }],
  ])('refuses %s with Error on code', (_name, change) => {
    expect(checkChangeRecords([{ ...insert, ...change }])).toEqual({ ok: false, message: 'Error on code: TJ-BRIX-V-1H' });
  });

  it('refuses an Update to the same value, a Delete with a value, and a second change of a cell', () => {
    expect(checkChangeRecords([{ ...update, VALUE: 2 }])).toEqual({ ok: false, message: 'Error on code: A' });
    expect(checkChangeRecords([{ ...remove, VALUE: 1 }])).toEqual({ ok: false, message: 'Error on code: B' });
    expect(checkChangeRecords([insert, { ...insert, VALUE: 1 }])).toEqual({ ok: false, message: 'Error on code: TJ-BRIX-V-1H' });
  });

  it('accepts hour 25 on the autumn day and refuses hour 24 on the spring day', () => {
    expect(checkChangeRecords([{ ...insert, FTR_DATE: '2026-10-25', FTR_HOUR: 25 }]).ok).toBe(true);
    expect(checkChangeRecords([{ ...insert, FTR_DATE: '2026-03-29', FTR_HOUR: 23 }]).ok).toBe(true);
    expect(checkChangeRecords([{ ...insert, FTR_DATE: '2026-03-29', FTR_HOUR: 24 }]).ok).toBe(false);
  });

  it('names the first bad record, and says Nothing to Submit for none', () => {
    expect(checkChangeRecords([insert, { ...update, AUDIT: null }, { ...remove, VALID: false }])).toEqual({
      ok: false,
      message: 'Error on code: A',
    });
    expect(checkChangeRecords([{ TYPE: 'Insert' }])).toEqual({ ok: false, message: 'Error on code: ' });
    expect(checkChangeRecords([])).toEqual({ ok: false, message: 'Nothing to Submit' });
  });
});

describe('SubmitDataBody', () => {
  it('parses to typed records', () => {
    const parsed = SubmitDataBody.parse({ submissionId: id, screenId: '12', data: [insert] });
    expect(parsed).toMatchObject({ submissionId: id, screenId: 12, data: [{ CODE: 'TJ-BRIX-V-1H' }] });
  });

  it('reports a bad record as one root issue with the spec message', () => {
    const result = SubmitDataBody.safeParse({ submissionId: id, data: [{ ...insert, VALID: false }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([expect.objectContaining({ path: [], message: 'Error on code: TJ-BRIX-V-1H' })]);
  });

  it('needs a UUID submission id', () => {
    expect(SubmitDataBody.safeParse({ data: [insert] }).success).toBe(false);
    expect(SubmitDataBody.safeParse({ submissionId: 'x', data: [insert] }).success).toBe(false);
  });
});
