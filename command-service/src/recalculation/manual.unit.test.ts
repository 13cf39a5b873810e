import { decideManual, manualCell, type ManualFacts } from './manual.ts';

const facts = (over: Partial<ManualFacts> = {}): ManualFacts => ({
  site: 'BA',
  parameter: { PTYP_CODE: 'SIM' },
  hasInputs: true,
  operation: { startDate: '2026-09-01', endDate: '2027-02-01' },
  ...over,
});
const request = (over: object = {}) => ({ code: 'ZR-S-V-1H', date: '2026-11-25', hour: 9, operation: 'BC2026', ...over });

describe('manual recalculation: real date and hour to factory time (spec 3 §9, 17-hour offset)', () => {
  it.each([
    ['2026-11-25', 8, '2026-11-26', 1],
    ['2026-11-25', 9, '2026-11-26', 2],
    ['2026-11-25', 24, '2026-11-26', 17], // hour 24 = 00:00 of the next date
    ['2026-11-26', 1, '2026-11-26', 18],
    ['2026-11-26', 7, '2026-11-26', 24], // daily values sit at real hour 7
    ['2026-03-29', 7, '2026-03-29', 23], // the spring day has 23 factory hours
    ['2026-10-25', 7, '2026-10-25', 25], // the autumn day 25
  ])('real %s hour %i is factory %s hour %i', (date, hour, factoryDate, factoryHour) => {
    expect(manualCell({ code: 'X', date, hour, operation: 'OP' })).toEqual({ date: factoryDate, hour: factoryHour });
  });

  it("refuses hours outside 1..24 and the spring day's missing hour", () => {
    expect(manualCell(request({ hour: 0 }))).toEqual({ kind: 'validation', message: 'Hour must be a whole number from 1 to 24' });
    expect(manualCell(request({ date: '2026-03-29', hour: 1 }))).toEqual({
      kind: 'validation',
      message: 'Hour 1 does not exist on 2026-03-29 (the clocks went forward)',
    });
  });

  it('given a calculated code with inputs in the operation, when decided, then answers the factory cell', () => {
    expect(decideManual(request(), facts())).toEqual({ ok: true, events: [], answer: { code: 'ZR-S-V-1H', date: '2026-11-26', hour: 2 } });
  });

  it.each([
    ['an unknown code', request(), facts({ parameter: null }), 'Parameter ZR-S-V-1H does not exist at BA'],
    ['a measured code', request(), facts({ parameter: { PTYP_CODE: 'REA' } }), 'ZR-S-V-1H is not a calculated (SIM) parameter'],
    ['a SIM without dependencies', request(), facts({ hasInputs: false }), 'ZR-S-V-1H has no dependencies to be calculated from'],
    ['a daily code away from hour 7', request({ code: 'ZR-D-T-0D' }), facts(), 'ZR-D-T-0D is a daily value: daily values sit at hour 7'],
    ['an unknown operation', request(), facts({ operation: null }), 'Operation BC2026 does not exist at BA'],
    ['a time before the operation', request({ date: '2026-08-01' }), facts(), 'That time is outside operation BC2026'],
  ])('refuses %s', (_name, req, given, message) => {
    expect(decideManual(req, given)).toEqual({ ok: false, failure: { kind: 'validation', message } });
  });
});
