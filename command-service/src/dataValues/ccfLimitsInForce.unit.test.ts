// A value is labelled by its CCF analysis's limits in force at the value's time.
import { factoryHourToInstant } from '@ftr/contracts';
import { decideSubmission } from './decider.ts';
import { change, ccfParameter, context, given, limitPeriod, submitted } from './testing.ts';
import { emptyWeek, type WeekState } from './state.ts';

// BRIX since 2000: 2 <= 4 <= 8 <= 10; HIGHTRG tightened to 7 from factory hour 10 of 2026-11-25 on.
const tightenedAt = factoryHourToInstant('2026-11-25', 10).toISOString();
const brix = ccfParameter('C', [limitPeriod('2000-01-01T00:00:00.000Z', 2, 4, 8, 10), limitPeriod(tightenedAt, 2, 4, 7, 10)]);
const when = (records: ReturnType<typeof change>[], state: WeekState = emptyWeek) =>
  decideSubmission({ submissionId: 'sub-1', records }, state, context({ params: [brix] }));
type Decided = ReturnType<typeof when>;
const kindOf = (decision: Decided) => (decision.ok ? decision.answer.kind : 'rejected');
const typesOf = (decision: Decided) =>
  decision.ok && decision.answer.kind === 'accepted' ? decision.events.map((e) => e.type) : kindOf(decision);
const labelsOf = (decision: Decided) => (decision.ok && decision.answer.kind === 'accepted' ? decision.answer.labels : kindOf(decision));

describe('CCF limits in force at the value’s time', () => {
  it('given the trigger tightened at hour 10, when 7.5 is entered after it, then it raises a CCF', () => {
    const decision = when([change('C', '2026-11-25', 12, 7.5)]);
    expect(typesOf(decision)).toEqual(['ParameterValuesSubmitted', 'CcfLabelIntent']);
    expect(labelsOf(decision)).toEqual({ C: 'Ongoing CCF' });
  });

  it('given the same change, when 7.5 is entered for an hour before it, then the old limits hold: no CCF', () => {
    const decision = when([change('C', '2026-11-25', 5, 7.5)]);
    expect(typesOf(decision)).toEqual(['ParameterValuesSubmitted']);
    expect(labelsOf(decision)).toEqual({ C: null });
  });

  it('judges the prior by the limits at its own time: 7.5 before the change then 7.5 after it raises a CCF', () => {
    const week = given(submitted('s0', [['C', '2026-11-25', 5, 7.5]]));
    expect(typesOf(when([change('C', '2026-11-25', 12, 7.5)], week))).toEqual(['ParameterValuesSubmitted', 'CcfLabelIntent']);
  });

  it('given the value at the very instant of the change, then the new limits hold', () => {
    expect(typesOf(when([change('C', '2026-11-25', 10, 7.5)]))).toEqual(['ParameterValuesSubmitted', 'CcfLabelIntent']);
  });

  it('an analysis change does not relabel the past: a value recorded before it raises nothing when later values arrive or it is corrected', () => {
    const week = given(submitted('s0', [['C', '2026-11-25', 5, 7.5]]));
    expect(typesOf(when([change('C', '2026-11-25', 12, 6.5)], week))).toEqual(['ParameterValuesSubmitted']);
    expect(typesOf(when([change('C', '2026-11-25', 5, 7.8, 7.5, { REASON: 'misread gauge' })], week))).toEqual([
      'ParameterValuesSubmitted',
    ]);
  });

  it('a parameter whose analysis has no history is walked without limits (no CCF)', () => {
    const decision = decideSubmission(
      { submissionId: 'sub-1', records: [change('C', '2026-11-25', 12, 99)] },
      emptyWeek,
      context({ params: [ccfParameter('C', [])] }),
    );
    expect(typesOf(decision)).toEqual(['ParameterValuesSubmitted']);
  });
});
