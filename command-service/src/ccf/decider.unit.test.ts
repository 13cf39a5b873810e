import type { CcfDto } from '@ftr/contracts';
import { decideEnd, pairCcfId } from './decider.ts';

describe('the pair id', () => {
  it('names the n-th CCF of a parameter and operation the same whoever raises it', () => {
    expect(pairCcfId('BA', 'P', 'BC2026', 3)).toBe(pairCcfId('BA', 'P', 'BC2026', 3));
    expect(pairCcfId('BA', 'P', 'BC2026', 3)).not.toBe(pairCcfId('BA', 'P', 'BC2026', 4));
  });
});

const ccf = (over: Partial<CcfDto> = {}): CcfDto => ({
  ID: 'c1',
  SITE: 'BA',
  PARAMETER: 'P',
  OPERATION: 'BC2026',
  STATUS: 'O',
  RAISED_BY: 'u',
  RAISED_FROM: 'DATAENTRY',
  RAISED_AT: '2026-11-25T10:00:00.000Z',
  ENDED_AT: null,
  ENDED_BY: null,
  CLOSED_AT: null,
  CLOSED_BY: null,
  CCF_TYPE: null,
  CCF_ANALYSIS: null,
  DATE: null,
  HOUR: null,
  VALUE: null,
  ...over,
});
const now = new Date('2026-11-25T12:00:00Z');

describe('ending a CCF (POST /ccf/ccfend/:id/:timestamp/R)', () => {
  it('moves an open CCF to R as of the timestamp', () => {
    expect(decideEnd(ccf(), 'BA', '2026-11-25T11:00:00.000Z', now)).toEqual({
      ok: true,
      events: [
        {
          type: 'CcfPendingClose',
          data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', at: '2026-11-25T11:00:00.000Z' },
        },
      ],
    });
  });

  it('leaves a CCF that is not open as it is (idempotent)', () => {
    for (const STATUS of ['R', 'C', 'X'] as const)
      expect(decideEnd(ccf({ STATUS }), 'BA', '2026-11-25T11:00:00.000Z', now)).toEqual({ ok: true, events: [] });
  });

  it("hides other sites' CCFs and refuses a timestamp in the future", () => {
    expect(decideEnd(ccf({ SITE: 'WI' }), 'BA', '2026-11-25T11:00:00.000Z', now)).toMatchObject({
      ok: false,
      failure: { kind: 'not_found', message: 'CCF Not found' },
    });
    expect(decideEnd(null, 'BA', '2026-11-25T11:00:00.000Z', now)).toMatchObject({ failure: { kind: 'not_found' } });
    expect(decideEnd(ccf(), 'BA', '2026-11-25T12:06:00.000Z', now)).toMatchObject({ failure: { kind: 'validation' } });
    expect(decideEnd(ccf(), 'BA', '2026-11-25T12:04:00.000Z', now)).toMatchObject({ ok: true, events: [{ type: 'CcfPendingClose' }] });
  });
});
