import type { ValueChange } from '@ftr/contracts';
import { ccfParameter, given, submitted } from '../dataValues/testing.ts';
import type { CcfFact } from '../dataValues/facts.ts';
import { emptyWeek, foldWeek, type WeekState } from '../dataValues/state.ts';
import { changedCcfCodes, recalculationCcfEvents } from './ccf.ts';
import { recalculatedEvents } from './plan.ts';

// S is a calculated CCF parameter (trigger band 4..8, absolute 2..10); T a calculated one without CCF.
const S = 'SS-OUT-V-1H';
const T = 'TT-OUT-V-1H';
const DAY = '2026-11-25';
const JOB = 'recalc-BA-7';
const ccfParameters = new Map([[S, ccfParameter(S)]]);

const computed = (code: string, hour: number, value: number | null, previous: number | null = null): ValueChange => ({
  code,
  date: DAY,
  hour,
  kind: previous === null ? 'Insert' : value === null ? 'Delete' : 'Update',
  value,
  previous,
});

/** When the job's changes land on the week: the label intents appended with them. */
const when = (
  changes: ValueChange[],
  state: WeekState = emptyWeek,
  ccfs: [string, CcfFact][] = [],
  previous: [string, number][] = [],
  jobId = JOB,
) => {
  const values = recalculatedEvents('BA', 'BC2026', jobId, changes);
  const after = foldWeek(
    state,
    values.map((event) => ({ ...event, revision: state.revision + 1, position: 0n })),
  );
  return recalculationCcfEvents(changes, after, {
    site: 'BA',
    operation: 'BC2026',
    ccfParameters,
    ccfs: new Map(ccfs),
    previous: new Map(previous),
  });
};

describe('CCFs from a recalculation (raised from CALCULATION)', () => {
  it("given no open CCF, when a computed value leaves the trigger band, then asks for one (a 'New CCF' intent, CALCULATION) at that cell", () => {
    const events = when([computed(S, 5, 6), computed(S, 6, 9)]);
    expect(events).toEqual([
      {
        type: 'CcfLabelIntent',
        data: {
          site: 'BA',
          parameter: S,
          operation: 'BC2026',
          label: 'New CCF',
          raisedFrom: 'CALCULATION',
          ccfType: 'Q',
          ccfAnalysis: 'BRIX',
          date: DAY,
          hour: 6,
          value: 9,
          at: '2026-11-24T13:00:00.000Z',
        },
      },
    ]);
    // The same whichever job computes it: the pair settles each intent once.
    expect(when([computed(S, 6, 9)], emptyWeek, [], [], 'recalc-BA-8')).toEqual(events);
  });

  it('given an open CCF, when a computed value stays outside the band, then appends nothing (ongoing)', () => {
    expect(when([computed(S, 5, 11)], emptyWeek, [[S, { id: 'open-1', status: 'O' }]])).toEqual([]);
  });

  it('given an open CCF, when a computed value comes back inside the band, then moves it to R, stamped at the reading', () => {
    expect(when([computed(S, 5, 6, 9)], emptyWeek, [[S, { id: 'open-1', status: 'O' }]])).toMatchObject([
      { type: 'CcfLabelIntent', data: { label: 'Pending Close', parameter: S, operation: 'BC2026', at: '2026-11-24T12:00:00.000Z' } },
    ]);
  });

  it('takes the prior from the week (values already there), else from before the week', () => {
    const state = given(submitted('s0', [[S, '2026-11-24', 24, 9]]));
    expect(when([computed(S, 1, 9.5)], state)).toEqual([]);
    expect(when([computed(S, 1, 9.5)], emptyWeek, [], [[S, 9]])).toEqual([]);
    expect(when([computed(S, 1, 9.5)], emptyWeek, [], [[S, 5]])).toHaveLength(1);
  });

  it('an excursion and return in one job asks for a CCF, then its pending close', () => {
    expect(when([computed(S, 5, 11), computed(S, 6, 5)]).map((e) => [e.type, e.data.label])).toEqual([
      ['CcfLabelIntent', 'New CCF'],
      ['CcfLabelIntent', 'Pending Close'],
    ]);
  });

  it('walks only the CCF parameters the job changed; an emptied value raises nothing', () => {
    expect(changedCcfCodes([computed(T, 1, 99), computed(S, 1, 1), computed(S, 2, 1)], ccfParameters)).toEqual([S]);
    expect(changedCcfCodes([computed(T, 1, 99)], ccfParameters)).toEqual([]);
    expect(when([computed(T, 1, 99)])).toEqual([]);
    expect(when([computed(S, 1, null, 11)], given(submitted('s0', [[S, DAY, 1, 11]])))).toEqual([]);
  });
});
