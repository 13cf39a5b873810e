import type { ProcessTagEvent, Reading } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { decideReadings, tagHourEvolver, type RecordReadings, type TagHourState } from './decider.ts';

const at = (minute: number) => `2026-11-26T10:${String(minute).padStart(2, '0')}:00.000Z`;
const r = (tag: string, minute: number, value = minute): Reading => ({
  tag,
  timestamp: at(minute),
  value,
  retrievalType: 'RAW',
  retrievalInterval: 0,
});
const recorded = (tag: string, ...minutes: number[]): ProcessTagEvent => ({
  type: 'ProcessTagReadingsRecorded',
  data: {
    site: 'BA',
    source: 'PHD',
    tag,
    hour: '2026-11-26T10',
    via: 'MQTT',
    readings: minutes.map((m) => ({ timestamp: at(m), value: m, retrievalType: 'RAW', retrievalInterval: 0 })),
  },
});
const given = (...events: ProcessTagEvent[]): TagHourState => evolveAll(tagHourEvolver, events);
const when = (state: TagHourState, ...readings: Reading[]) => {
  const command: RecordReadings = { kind: 'RecordReadings', site: 'BA', source: 'PHD', hour: '2026-11-26T10', via: 'MQTT', readings };
  return decideReadings(command, state);
};

describe('process tag readings decider', () => {
  it('records new readings as one event per tag, in order of first appearance', () => {
    expect(when(given(), r('A', 1), r('B', 1), r('A', 2))).toEqual({
      ok: true,
      events: [recorded('A', 1, 2), recorded('B', 1)],
      answer: 0,
    });
  });

  it('skips readings of an instant already recorded for the tag, and repeats within the batch (first wins)', () => {
    const state = given(recorded('A', 1, 2));
    expect(when(state, r('A', 2, 99), r('A', 3), r('A', 3, 42), r('B', 2))).toEqual({
      ok: true,
      events: [recorded('A', 3), recorded('B', 2)],
      answer: 2,
    });
  });

  it('writes nothing when every reading is already recorded (a resent batch)', () => {
    expect(when(given(recorded('A', 1), recorded('A', 2)), r('A', 1), r('A', 2))).toEqual({ ok: true, events: [], answer: 2 });
  });

  it('refuses a reading outside the hour of the stream', () => {
    const late = { ...r('A', 1), timestamp: '2026-11-26T11:00:00.000Z' };
    expect(when(given(), r('A', 1), late)).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'Reading at 2026-11-26T11:00:00.000Z is not in hour 2026-11-26T10' },
    });
  });

  it('folds without changing earlier states', () => {
    const before = given(recorded('A', 1));
    const after = tagHourEvolver.evolve(before, recorded('A', 2));
    expect([...(before.get('A') ?? [])]).toEqual([at(1)]);
    expect([...(after.get('A') ?? [])]).toEqual([at(1), at(2)]);
  });
});
