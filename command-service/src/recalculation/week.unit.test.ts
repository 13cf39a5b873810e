import type { DependencyEdge, ParameterValuesSubmitted } from '@ftr/contracts';
import { ccfParameter, given } from '../dataValues/testing.ts';
import type { ComputeParameter } from './compute.ts';
import type { SiteModel } from './load.ts';
import { decideRecalculatedWeek, type RecalculateWeek } from './week.ts';

// S = A - B, hourly; C is a CCF parameter computed from A (C = A): LOWTRG 4, HIGHTRG 8.
const A = 'AA-IN-V-1H';
const B = 'BB-IN-V-1H';
const S = 'SS-OUT-V-1H';
const C = 'CC-OUT-V-1H';
const DAY = '2026-11-25';
const param = (CODE: string, PTYP_CODE: ComputeParameter['PTYP_CODE'] = 'REA'): ComputeParameter => ({
  CODE,
  PTYP_CODE,
  SFNC_CODE: null,
  CONSTANT_VALUE: null,
});
const edge = (calculated: string, dependent: string, sequence: number): DependencyEdge => ({ calculated, dependent, sequence });
const model: SiteModel = {
  parameters: new Map([param(A), param(B), param(S, 'SIM'), param(C, 'SIM')].map((p) => [p.CODE, p])),
  graph: [edge(S, A, 1), edge(S, B, -2), edge(C, A, 1)],
  ccfParameters: new Map([[C, ccfParameter(C)]]),
};
const submitted = (values: [string, number, number][]): ParameterValuesSubmitted => ({
  type: 'ParameterValuesSubmitted',
  data: {
    site: 'BA',
    operation: 'BC2026',
    submissionId: 's1',
    changes: values.map(([code, hour, value]) => ({ code, date: DAY, hour, kind: 'Insert', value, previous: null })),
  },
});
const command: RecalculateWeek = { site: 'BA', operation: 'BC2026', jobId: 'job-1', dates: [DAY] };

describe('a recalculation week decider', () => {
  it('writes the recomputed values of the week, counting them', () => {
    const state = given(
      submitted([
        [A, 5, 9],
        [B, 5, 4],
      ]),
    );
    const decision = decideRecalculatedWeek(command, state, { model, ccf: null });
    expect(decision.answer).toBe(2);
    expect(decision.events.map((e) => e.type)).toEqual(['ParameterValuesRecalculated', 'ParameterValuesRecalculated']);
  });

  it('writes nothing for a week already right', () => {
    const state = given(
      submitted([
        [A, 5, 9],
        [B, 5, 4],
        [S, 5, 5],
        [C, 5, 9],
      ]),
    );
    expect(decideRecalculatedWeek(command, state, { model, ccf: null })).toEqual({ ok: true, events: [], answer: 0 });
  });

  it("asks for a CCF (a 'New CCF' intent, CALCULATION) when a recomputed CCF value leaves the band, the same on a re-run", () => {
    const state = given(submitted([[A, 5, 11]]));
    const decision = decideRecalculatedWeek(command, state, { model, ccf: { ccfs: new Map(), previous: new Map() } });
    const raised = decision.events.find((e) => e.type === 'CcfLabelIntent');
    expect(raised?.data).toMatchObject({ parameter: C, label: 'New CCF', raisedFrom: 'CALCULATION', date: DAY, hour: 5, value: 11 });
    const again = decideRecalculatedWeek(command, state, { model, ccf: { ccfs: new Map(), previous: new Map() } });
    expect(again.events.find((e) => e.type === 'CcfLabelIntent')?.data).toEqual(raised?.data);
  });
});
