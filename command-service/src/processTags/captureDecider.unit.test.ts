import type { ChangeRecord, ProcessTagsCaptured, TimedValue } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { captureEvolver, decideCapture, type CaptureHour, type CaptureState, type TaggedParameter } from './captureDecider.ts';

const at = (minute: number, value: number): TimedValue => ({
  timestamp: `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`,
  value,
});
const FLOW: TaggedParameter = { code: 'DF-FL-A-1H', period: 'H', source: 'PHD', tag: 'BA.DF1.FL.PV', aggregate: 'average' };
const TEMP: TaggedParameter = { code: 'TN-TP-V-1H', period: 'H', source: 'PHD', tag: 'BA.TN1.TP.PV', aggregate: 'last' };
const given = (...events: ProcessTagsCaptured[]): CaptureState => evolveAll(captureEvolver, events);
const when = (
  state: CaptureState,
  readings: Record<string, TimedValue[]>,
  cells: Record<string, number | null> = {},
  parameters = [FLOW, TEMP],
) => {
  const command: CaptureHour = {
    kind: 'CaptureHour',
    site: 'BA',
    date: '2026-11-26',
    hour: 4,
    operation: 'BA26',
    submissionId: 'capture-1',
    parameters,
    readings: new Map(Object.entries(readings).map(([tag, list]) => [`PHD/${tag}`, list])),
    cells: new Map(Object.entries(cells)),
  };
  return decideCapture(command, state);
};
const record = (code: string, over: Partial<ChangeRecord>): ChangeRecord =>
  ({ CODE: code, FTR_DATE: '2026-11-26', FTR_HOUR: 4, OPERATION: 'BA26', AUDIT: false, ...over }) as ChangeRecord;
const captured = (captures: ProcessTagsCaptured['data']['captures'], submissionId: string | null = 'capture-1'): ProcessTagsCaptured => ({
  type: 'ProcessTagsCaptured',
  data: { site: 'BA', date: '2026-11-26', hour: 4, operation: 'BA26', submissionId, captures },
});
const flow = (over: Partial<ProcessTagsCaptured['data']['captures'][number]>) => ({
  code: FLOW.code,
  source: 'PHD' as const,
  tag: FLOW.tag,
  value: 2,
  instants: [at(10, 1).timestamp, at(20, 3).timestamp],
  outcome: 'INSERTED' as const,
  previous: null,
  reason: null,
  ...over,
});

describe('process tag capture decider', () => {
  it('fills an empty cell with the hour’s aggregate and records the readings used', () => {
    expect(when(given(), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3)] }, { [FLOW.code]: null })).toEqual({
      ok: true,
      events: [captured([flow({})])],
      answer: [record(FLOW.code, { TYPE: 'Insert', VALUE: 2, ORIGINAL_VALUE: null })],
    });
  });

  it('does nothing for parameters without readings, and nothing again for readings already used', () => {
    expect(when(given(), {})).toEqual({ ok: true, events: [], answer: [] });
    expect(when(given(captured([flow({})])), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3)] }, { [FLOW.code]: 2 })).toEqual({
      ok: true,
      events: [],
      answer: [],
    });
  });

  it('updates its own value once when late readings change it, with the reason', () => {
    const decision = when(given(captured([flow({})])), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3), at(40, 5)] }, { [FLOW.code]: 2 });
    const reason = "Process tag capture: 1 late reading changed the hour's value";
    expect(decision).toEqual({
      ok: true,
      events: [captured([flow({ value: 3, instants: [at(40, 5).timestamp], outcome: 'UPDATED', previous: 2, reason })])],
      answer: [record(FLOW.code, { TYPE: 'Update', VALUE: 3, ORIGINAL_VALUE: 2, REASON: reason })],
    });
    // …and the next pass over the same readings writes nothing
    const after = evolveAll(captureEvolver, decision.events, given(captured([flow({})])));
    expect(when(after, { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3), at(40, 5)] }, { [FLOW.code]: 3 }).events).toEqual([]);
  });

  it('records late readings that leave the value as it is without entering anything', () => {
    const decision = when(given(captured([flow({})])), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3), at(30, 2)] }, { [FLOW.code]: 2 });
    expect(decision.answer).toEqual([]);
    expect(decision.events[0]?.data).toMatchObject({
      submissionId: null,
      captures: [{ outcome: 'UNCHANGED', instants: [at(30, 2).timestamp] }],
    });
  });

  it('never overwrites a value a person typed: the conflict is recorded instead', () => {
    const typed = when(given(), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3)] }, { [FLOW.code]: 7 });
    expect(typed).toEqual({
      ok: true,
      events: [captured([flow({ outcome: 'CONFLICT', previous: 7, reason: 'A person entered the value' })], null)],
      answer: [],
    });
    // a person changed the captured value, or deleted it: left alone too
    const state = given(captured([flow({})]));
    expect(when(state, { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3), at(40, 5)] }, { [FLOW.code]: 9 }).answer).toEqual([]);
    const deleted = when(state, { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3), at(40, 5)] }, { [FLOW.code]: null });
    expect(deleted.answer).toEqual([]);
    expect(deleted.events[0]?.data.captures[0]).toMatchObject({
      outcome: 'CONFLICT',
      reason: 'The captured value was deleted by a person',
    });
  });

  it('captures several parameters in one submission, each by its own statistic', () => {
    const decision = when(given(), { 'BA.DF1.FL.PV': [at(10, 1), at(20, 3)], 'BA.TN1.TP.PV': [at(59, 95.5), at(5, 93)] });
    expect(decision.answer).toEqual([
      record(FLOW.code, { TYPE: 'Insert', VALUE: 2, ORIGINAL_VALUE: null }),
      record(TEMP.code, { TYPE: 'Insert', VALUE: 95.5, ORIGINAL_VALUE: null }),
    ]);
  });
});
