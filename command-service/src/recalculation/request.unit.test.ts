import { decideRecalculation, type RecalculationCommand, type RecalculationFacts } from './request.ts';

const operation = { startDate: '2026-09-01', endDate: '2027-01-31' };
const facts = (over: Partial<RecalculationFacts> = {}): RecalculationFacts => ({
  parameter: { PTYP_CODE: 'SIM' },
  hasInputs: true,
  operation,
  ...over,
});
const cell = (over: Partial<{ code: string; date: string; hour: number }> = {}): RecalculationCommand => ({
  kind: 'RecalculateCell',
  site: 'BA',
  requestedBy: 'supervisor.ba',
  request: { code: 'ZR-S-V-1H', date: '2026-11-24', hour: 10, operation: 'BC2026', ...over },
});
const from = (over: Partial<{ from: string }> = {}): RecalculationCommand => ({
  kind: 'RecalculateFrom',
  site: 'BA',
  requestedBy: 'supervisor.ba',
  operation: 'BC2026',
  ...over,
});

describe('recalculation requests decider', () => {
  it('records a cell request at its factory cell (real 10:00 is factory hour 3 of the next date)', () => {
    const decision = decideRecalculation(cell(), null, facts());
    expect(decision).toEqual({
      ok: true,
      events: [
        {
          type: 'RecalculationRequested',
          data: {
            site: 'BA',
            operation: 'BC2026',
            from: '2026-11-25',
            requestedBy: 'supervisor.ba',
            cell: { code: 'ZR-S-V-1H', date: '2026-11-25', hour: 3 },
          },
        },
      ],
    });
  });

  it('refuses a parameter that is not calculated, one without inputs, and an unknown operation', () => {
    expect(decideRecalculation(cell(), null, facts({ parameter: { PTYP_CODE: 'REA' } })).ok).toBe(false);
    expect(decideRecalculation(cell(), null, facts({ hasInputs: false })).ok).toBe(false);
    expect(decideRecalculation(cell(), null, facts({ operation: null })).ok).toBe(false);
  });

  it('records a from-date request from the operation start unless a date is given', () => {
    const data = (decision: ReturnType<typeof decideRecalculation>) => (decision.ok ? decision.events[0]?.data.from : undefined);
    expect(data(decideRecalculation(from(), null, facts()))).toBe('2026-09-01');
    expect(data(decideRecalculation(from({ from: '2026-11-01' }), null, facts()))).toBe('2026-11-01');
  });

  it('refuses a from-date request for an operation that does not exist (404)', () => {
    expect(decideRecalculation(from(), null, facts({ operation: null }))).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'Operation BC2026 not found' },
    });
  });
});
