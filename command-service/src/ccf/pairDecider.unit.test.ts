import type { CcfPairEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decidePair, type PairCommand, type PairFacts, type RaiseRequest } from './pairDecider.ts';
import { pairCcfId } from './pairId.ts';
import { pairEvolver, type PairState } from './pairState.ts';

// Given the pair's events and its head (the latest CCF on its own stream), when a command, then the pair's events.
const pair = { site: 'BA' as const, parameter: 'TJ-BRIX-V-1H', operation: 'BC2026' };
const operatorRaise: RaiseRequest = {
  kind: 'Raise',
  cause: null,
  ...pair,
  ccfType: undefined,
  ccfAnalysis: undefined,
  raisedFrom: 'OPERATOR',
  date: null,
  hour: null,
  value: null,
};
const intentRaise: RaiseRequest = {
  ...operatorRaise,
  cause: 'ccf-label:values-BA_2026-11-23@4',
  ccfType: 'Q',
  ccfAnalysis: 'BRIX',
  raisedFrom: 'DATAENTRY',
  date: '2026-11-25',
  hour: 9,
  value: 14,
  at: '2026-11-25T01:00:00.000Z',
};
const pendingClose: PairCommand = {
  kind: 'PendingClose',
  cause: 'ccf-label:values-BA_2026-11-23@5',
  ...pair,
  at: '2026-11-25T10:00:00.000Z',
};
const id = (n: number) => pairCcfId('BA', pair.parameter, pair.operation, n);
const head = (next: number, status: NonNullable<PairFacts['head']['head']>['status'] | null): PairFacts => ({
  head: { next, head: status === null ? null : { id: id(next - 1), status } },
});
const checks = { parameter: { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX' }, operationExists: true };
const given = (...events: CcfPairEvent[]): PairState => evolveAll(pairEvolver, events);

describe('the CCF pair: one open CCF per parameter and operation', () => {
  it("names the pair's next CCF when none is open, with the parameter's CCF type and analysis by default", () => {
    const decision = decidePair(operatorRaise, given(), { ...head(0, null), checks });
    expect(decision).toMatchObject({
      answer: { kind: 'raise' },
      events: [
        {
          type: 'CcfSequenced',
          data: { id: id(0), sequence: 0, cause: null, ccfType: 'Q', ccfAnalysis: 'BRIX', raisedFrom: 'OPERATOR', date: null },
        },
      ],
    });
    // After a closed or pending-close CCF (legacy ones found on their streams too), the next sequence.
    for (const status of ['C', 'R'] as const)
      expect(decidePair(intentRaise, given(), head(3, status))).toMatchObject({
        answer: { kind: 'raise', sequenced: { id: id(3), sequence: 3 } },
      });
  });

  it('answers the open CCF instead of raising a second one (named and not yet written counts as open)', () => {
    expect(decidePair(operatorRaise, given(), head(2, 'O'))).toEqual({ ok: true, events: [], answer: { kind: 'open', id: id(1) } });
    expect(decidePair(operatorRaise, given(), head(2, 'raising'))).toMatchObject({ answer: { kind: 'open', id: id(1) } });
    // An intent that finds one open is settled as unchanged, so it is never decided again.
    expect(decidePair(intentRaise, given(), head(2, 'O'))).toMatchObject({
      answer: { kind: 'open' },
      events: [
        {
          type: 'CcfLabelSettled',
          data: { cause: intentRaise.cause, outcome: 'unchanged', id: id(1), label: 'New CCF', at: '2026-11-25T01:00:00.000Z' },
        },
      ],
    });
  });

  it('moves the open CCF to R for a pending close, and nothing when none is open', () => {
    expect(decidePair(pendingClose, given(), head(1, 'O'))).toMatchObject({
      answer: { kind: 'pendingClose', id: id(0) },
      events: [{ type: 'CcfLabelSettled', data: { outcome: 'pendingClose', id: id(0), at: '2026-11-25T10:00:00.000Z' } }],
    });
    for (const status of ['R', 'C', null] as const)
      expect(decidePair(pendingClose, given(), head(1, status))).toMatchObject({
        answer: { kind: 'unchanged' },
        events: [{ type: 'CcfLabelSettled', data: { outcome: 'unchanged' } }],
      });
  });

  it('settles an intent once: decided again it answers as first settled and writes nothing, whatever the CCFs did since', () => {
    const raised = decidePair(intentRaise, given(), head(0, null));
    if (!raised.ok || raised.answer.kind !== 'raise') throw new Error('expected a raise');
    const after = given(...raised.events);
    expect(after.next).toBe(1);
    // The CCF was closed meanwhile: a replay must not raise the pair's next one.
    expect(decidePair(intentRaise, after, head(1, 'C'))).toMatchObject({
      events: [],
      answer: { kind: 'settled', settlement: { outcome: 'raised', id: id(0) } },
    });
    const closed = decidePair(pendingClose, after, head(1, 'O'));
    if (!closed.ok || closed.answer.kind !== 'pendingClose') throw new Error('expected a pending close');
    // A CCF raised since must not be moved to R by the replay.
    expect(decidePair(pendingClose, given(...raised.events, ...closed.events), head(2, 'O'))).toMatchObject({
      answer: { kind: 'settled', settlement: { outcome: 'pendingClose', id: id(0) } },
    });
  });

  it("needs the parameter and the operation at the site for an operator's raise", () => {
    expect(decidePair(operatorRaise, given(), { ...head(0, null), checks: { ...checks, parameter: null } })).toMatchObject({
      ok: false,
      failure: { kind: 'not_found', message: 'Parameter TJ-BRIX-V-1H not found' },
    });
    expect(decidePair(operatorRaise, given(), { ...head(0, null), checks: { ...checks, operationExists: false } })).toMatchObject({
      ok: false,
      failure: { kind: 'not_found', message: 'Operation BC2026 not found' },
    });
  });

  it("carries the dialog's first comment with the raise", () => {
    const comment = { commentId: 'k1', type: 1, comment: 'Brix high at the evaporator' };
    expect(decidePair({ ...operatorRaise, comment }, given(), { ...head(0, null), checks })).toMatchObject({
      answer: { sequenced: { comment } },
    });
  });
});
