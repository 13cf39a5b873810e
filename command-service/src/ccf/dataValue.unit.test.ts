import { valueEvents } from '../dataValues/decider.ts';
import { dataValueEvent, dataValueRecord, decideDataCell, decideDataValue, realDateTimeLabel, type DataValueInput } from './dataValue.ts';
import type { CcfFacts } from './lifecycle.ts';

const HOURLY = 'ZT-BRIX-V-1H';
const DAILY = 'ZT-BRIX-V-1D';
const ccf = (over: Partial<CcfFacts> = {}): CcfFacts => ({
  ID: 'c1',
  SITE: 'BA',
  PARAMETER: HOURLY,
  OPERATION: 'BC2026',
  STATUS: 'O',
  RAISED_FROM: 'DATAENTRY',
  ...over,
});
const input = (over: Partial<DataValueInput> = {}): DataValueInput => ({
  analyst: 'Lab A',
  date: '2026-11-25',
  hour: 10,
  value: 6,
  ...over,
});

describe('the cell of a CCF data value (POST /ccf-data/:id)', () => {
  it('turns the real date and hour into the factory cell (real = factory - 17 h; 24 is midnight)', () => {
    expect(decideDataCell(ccf(), 'BA', input())).toMatchObject({ ok: true, answer: { cell: { date: '2026-11-26', hour: 3 } } });
    expect(decideDataCell(ccf(), 'BA', input({ hour: 24 }))).toMatchObject({ answer: { cell: { date: '2026-11-26', hour: 17 } } });
    expect(decideDataCell(ccf(), 'BA', input({ hour: 7 }))).toMatchObject({ answer: { cell: { date: '2026-11-25', hour: 24 } } });
  });

  it("puts a daily parameter's value at its factory date's daily hour (25 on the autumn change day)", () => {
    expect(decideDataCell(ccf({ PARAMETER: DAILY }), 'BA', input())).toMatchObject({ answer: { cell: { date: '2026-11-26', hour: 24 } } });
    expect(decideDataCell(ccf({ PARAMETER: DAILY }), 'BA', input({ date: '2026-10-24', hour: 12 }))).toMatchObject({
      answer: { cell: { date: '2026-10-25', hour: 25 } },
    });
  });

  it("refuses the spring change's missing hour", () => {
    expect(decideDataCell(ccf(), 'BA', input({ date: '2026-03-29', hour: 1 }))).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'That hour does not exist on that date (clock change)' },
    });
  });

  it("takes values only while the CCF is O or R, of the user's site", () => {
    expect(decideDataCell(ccf({ STATUS: 'R' }), 'BA', input()).ok).toBe(true);
    for (const STATUS of ['C', 'X'] as const) {
      expect(decideDataCell(ccf({ STATUS }), 'BA', input())).toEqual({
        ok: false,
        failure: { kind: 'conflict', message: `Data values can be entered only while the CCF is open or pending close (status ${STATUS})` },
      });
    }
    expect(decideDataCell(ccf({ SITE: 'WI' }), 'BA', input())).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'CCF Not found' },
    });
    expect(decideDataCell(null, 'BA', input())).toMatchObject({ failure: { kind: 'not_found' } });
  });
});

describe('the change record of a CCF data value', () => {
  const cell = { date: '2026-11-26', hour: 3 };
  const entry = { id: 'c1', analyst: 'Lab A', realDateTime: '2026-11-25 10:00' };

  it('inserts into an empty cell, in the CCF operation, with the CCF entry the event carries', () => {
    expect(dataValueRecord(ccf(), cell, null, input())).toEqual({
      ok: true,
      events: [],
      answer: {
        record: {
          TYPE: 'Insert',
          CODE: HOURLY,
          FTR_DATE: '2026-11-26',
          FTR_HOUR: 3,
          OPERATION: 'BC2026',
          AUDIT: false,
          VALUE: 6,
          ORIGINAL_VALUE: null,
          VALID: true,
        },
        entry,
      },
    });
  });

  it('updates a filled cell from its current value, with the reason given', () => {
    expect(dataValueRecord(ccf(), cell, 9, input({ reason: 'Lab re-test' }))).toMatchObject({
      answer: { record: { TYPE: 'Update', VALUE: 6, ORIGINAL_VALUE: 9, REASON: 'Lab re-test' } },
    });
  });

  it('refuses the value the cell already holds', () => {
    expect(dataValueRecord(ccf(), cell, 6, input())).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'The value at that hour is already 6; nothing changed' },
    });
  });

  it('labels the real date-time as entered', () => {
    expect(realDateTimeLabel('2026-11-25', 7)).toBe('2026-11-25 07:00');
    expect(realDateTimeLabel('2026-11-25', 24)).toBe('2026-11-25 24:00');
  });
});

describe("data entry's value events for a CCF data value", () => {
  it('carry the CCF entry only when the submission is one', () => {
    const made = dataValueRecord(ccf(), { date: '2026-11-26', hour: 3 }, null, input());
    if (!made.ok) throw new Error('expected a record');
    const [withCcf] = valueEvents([made.answer.record], 'BA', 'BC2026', 's1', made.answer.entry);
    expect(withCcf?.data).toEqual({
      site: 'BA',
      operation: 'BC2026',
      submissionId: 's1',
      ccf: { id: 'c1', analyst: 'Lab A', realDateTime: '2026-11-25 10:00' },
      changes: [{ code: HOURLY, date: '2026-11-26', hour: 3, kind: 'Insert', value: 6, previous: null }],
    });
    expect(valueEvents([made.answer.record], 'BA', 'BC2026', 's1')[0]?.data).not.toHaveProperty('ccf');
  });
});

describe('a CCF data value decided on its CCF stream', () => {
  const made = dataValueRecord(ccf(), { date: '2026-11-26', hour: 3 }, 5, input({ reason: 're-test' }));
  if (!made.ok) throw new Error('expected a record');
  const event = dataValueEvent(ccf(), made.answer.record, made.answer.entry, 'sub-1');

  it('records the change and the CCF entry under the submission id the week gets', () => {
    expect(event).toEqual({
      type: 'CcfDataValueEntered',
      data: {
        id: 'c1',
        site: 'BA',
        parameter: HOURLY,
        operation: 'BC2026',
        submissionId: 'sub-1',
        date: '2026-11-26',
        hour: 3,
        kind: 'Update',
        value: 6,
        previous: 5,
        reason: 're-test',
        analyst: 'Lab A',
        realDateTime: '2026-11-25 10:00',
      },
    });
  });

  it('is written while the CCF on its stream is O or R, refused once a close is there (409), hidden for another site', () => {
    expect(decideDataValue(ccf(), 'BA', input(), event)).toEqual({ ok: true, events: [event] });
    expect(decideDataValue(ccf({ STATUS: 'R' }), 'BA', input(), event)).toEqual({ ok: true, events: [event] });
    expect(decideDataValue(ccf({ STATUS: 'C' }), 'BA', input(), event)).toMatchObject({ ok: false, failure: { kind: 'conflict' } });
    expect(decideDataValue(null, 'BA', input(), event)).toMatchObject({ failure: { kind: 'not_found' } });
    expect(decideDataValue(ccf({ SITE: 'WI' }), 'BA', input(), event)).toMatchObject({ failure: { kind: 'not_found' } });
  });
});
