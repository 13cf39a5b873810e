import type { CcfDto } from '@ftr/contracts';
import { decideEnd, decideRaise, pairCcfId, type RaiseCommand } from './decider.ts';
import { ccfEvolver } from './state.ts';

const raise: RaiseCommand = {
  site: 'BA',
  id: 'c1',
  parameter: 'TJ-BRIX-V-1H',
  operation: 'BC2026',
  ccfType: undefined,
  ccfAnalysis: undefined,
  raisedFrom: 'OPERATOR',
};
const parameter = { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX' };
const none = ccfEvolver.initial;

describe('raising a CCF (POST /ccf)', () => {
  it('raises O from the operator with the parameter CCF type and analysis by default', () => {
    expect(decideRaise(raise, none, { parameter, operationExists: true, open: null })).toMatchObject({
      kind: 'raise',
      event: {
        type: 'CcfRaised',
        data: {
          id: 'c1',
          site: 'BA',
          parameter: 'TJ-BRIX-V-1H',
          operation: 'BC2026',
          ccfType: 'Q',
          ccfAnalysis: 'BRIX',
          raisedFrom: 'OPERATOR',
          status: 'O',
          date: null,
          hour: null,
          value: null,
        },
      },
      comment: null,
    });
    const given = decideRaise({ ...raise, ccfType: 'T', ccfAnalysis: 'A1' }, none, { parameter, operationExists: true, open: null });
    expect(given.kind === 'raise' && given.event.data).toMatchObject({ ccfType: 'T', ccfAnalysis: 'A1' });
  });

  it('answers the open CCF instead of raising a second one', () => {
    expect(decideRaise(raise, none, { parameter, operationExists: true, open: { ID: 'open' } })).toMatchObject({
      kind: 'existing',
      id: 'open',
      comment: null,
    });
  });

  it("carries the dialog's first comment with the new CCF, or onto the open one that answers", () => {
    const withComment = { ...raise, comment: { id: 'k1', type: 1, comment: 'Brix high at the evaporator' } };
    const added = (id: string) => ({
      type: 'CcfCommentAdded',
      data: { id, site: 'BA', commentId: 'k1', type: 1, comment: 'Brix high at the evaporator' },
    });
    expect(decideRaise(withComment, none, { parameter, operationExists: true, open: null })).toMatchObject({
      kind: 'raise',
      comment: added('c1'),
    });
    expect(decideRaise(withComment, none, { parameter, operationExists: true, open: { ID: 'open' } })).toMatchObject({
      kind: 'existing',
      id: 'open',
      comment: added('open'),
    });
  });

  it("answers the CCF its stream already holds: a raise that lost the race for the pair's next id", () => {
    const raced = ccfEvolver.evolve(none, {
      type: 'CcfRaised',
      data: {
        id: 'c1',
        site: 'BA',
        parameter: 'TJ-BRIX-V-1H',
        operation: 'BC2026',
        ccfType: 'Q',
        ccfAnalysis: 'BRIX',
        raisedFrom: 'OPERATOR',
        status: 'O',
        date: null,
        hour: null,
        value: null,
      },
    });
    expect(decideRaise(raise, raced, { parameter, operationExists: true, open: null })).toMatchObject({
      ok: true,
      kind: 'existing',
      id: 'c1',
      events: [],
    });
  });

  it('names the n-th CCF of a parameter and operation the same whoever raises it', () => {
    expect(pairCcfId('BA', 'P', 'BC2026', 3)).toBe(pairCcfId('BA', 'P', 'BC2026', 3));
    expect(pairCcfId('BA', 'P', 'BC2026', 3)).not.toBe(pairCcfId('BA', 'P', 'BC2026', 4));
  });

  it('needs the parameter and the operation at the site', () => {
    expect(decideRaise(raise, none, { parameter: null, operationExists: true, open: null })).toMatchObject({
      kind: 'rejected',
      failure: { kind: 'not_found', message: 'Parameter TJ-BRIX-V-1H not found' },
    });
    expect(decideRaise(raise, none, { parameter, operationExists: false, open: null })).toMatchObject({
      kind: 'rejected',
      failure: { kind: 'not_found', message: 'Operation BC2026 not found' },
    });
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
      kind: 'end',
      event: {
        type: 'CcfPendingClose',
        data: { id: 'c1', site: 'BA', parameter: 'P', operation: 'BC2026', at: '2026-11-25T11:00:00.000Z' },
      },
    });
  });

  it('leaves a CCF that is not open as it is (idempotent)', () => {
    for (const STATUS of ['R', 'C', 'X'] as const)
      expect(decideEnd(ccf({ STATUS }), 'BA', '2026-11-25T11:00:00.000Z', now)).toEqual({ kind: 'unchanged', status: STATUS });
  });

  it("hides other sites' CCFs and refuses a timestamp in the future", () => {
    expect(decideEnd(ccf({ SITE: 'WI' }), 'BA', '2026-11-25T11:00:00.000Z', now)).toMatchObject({
      kind: 'rejected',
      failure: { kind: 'not_found', message: 'CCF Not found' },
    });
    expect(decideEnd(null, 'BA', '2026-11-25T11:00:00.000Z', now)).toMatchObject({ failure: { kind: 'not_found' } });
    expect(decideEnd(ccf(), 'BA', '2026-11-25T12:06:00.000Z', now)).toMatchObject({ failure: { kind: 'validation' } });
    expect(decideEnd(ccf(), 'BA', '2026-11-25T12:04:00.000Z', now).kind).toBe('end');
  });
});
