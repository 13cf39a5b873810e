// Builders for the data-entry decider's unit tests (given events / when a submission / then events or a failure).
import { DEFAULT_REASON_RULE, type ChangeRecord, type ParameterValuesSubmitted, type ValuesStreamEvent } from '@ftr/contracts';
import type { CcfFact, ParameterFacts, SubmissionContext } from './facts.ts';
import { emptyWeek, foldWeek, type WeekState } from './state.ts';

export const parameter = (code: string, extra: Partial<ParameterFacts> = {}): ParameterFacts => ({
  CODE: code,
  PTYP_CODE: 'REA',
  UPPER_ABS_LIMIT: null,
  LOWER_ABS_LIMIT: null,
  CCF_TYPE: null,
  CCF_ANALYSIS: null,
  ccfLimits: [],
  ...extra,
});

/** An analysis's limits in force from `from` on. */
export const limitPeriod = (
  from: string,
  low_abs: number | null,
  low_trigger: number | null,
  high_trigger: number | null,
  high_abs: number | null,
) => ({
  from,
  low_abs,
  low_trigger,
  high_trigger,
  high_abs,
});

/** A CCF parameter whose analysis BRIX has had, since 2000: LOWABS 2 <= LOWTRG 4 <= HIGHTRG 8 <= HIGHABS 10. */
export const ccfParameter = (code: string, ccfLimits = [limitPeriod('2000-01-01T00:00:00.000Z', 2, 4, 8, 10)]): ParameterFacts =>
  parameter(code, { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX', ccfLimits });

export const context = (
  over: Partial<SubmissionContext> & { params?: ParameterFacts[]; ccfList?: [string, CcfFact][] } = {},
): SubmissionContext => {
  const { params, ccfList, ...rest } = over;
  return {
    site: 'BA',
    today: '2026-11-25',
    historicData: false,
    reasonRule: DEFAULT_REASON_RULE,
    operation: { code: 'BC2026', startDate: '2026-09-01', endDate: '2027-01-31' },
    parameters: new Map((params ?? [parameter('A'), ccfParameter('C')]).map((p) => [p.CODE, p])),
    // A data screen maintainer with no screens: every parameter writable unless a test says otherwise.
    write: { writeAccess: 5, maintainer: true, screens: [] },
    ccfs: new Map(ccfList ?? []),
    previous: new Map(),
    ...rest,
  };
};

export const change = (
  code: string,
  date: string,
  hour: number,
  value: number | null,
  original: number | null = null,
  extra: Partial<ChangeRecord> = {},
): ChangeRecord => ({
  TYPE: original === null ? 'Insert' : value === null ? 'Delete' : 'Update',
  CODE: code,
  FTR_DATE: date,
  FTR_HOUR: hour,
  OPERATION: 'BC2026',
  AUDIT: false,
  VALUE: value,
  ORIGINAL_VALUE: original,
  VALID: true,
  ...extra,
});

/** A submitted event as the store holds it (given). */
export const submitted = (
  submissionId: string,
  changes: [string, string, number, number | null][],
  operation = 'BC2026',
): ParameterValuesSubmitted => ({
  type: 'ParameterValuesSubmitted',
  data: {
    site: 'BA',
    operation,
    submissionId,
    changes: changes.map(([code, date, hour, value]) => ({ code, date, hour, kind: 'Insert', value, previous: null })),
  },
});

/** The week state after `events` (positions 1, 2, … in order). */
export const given = (...events: ValuesStreamEvent[]): WeekState =>
  foldWeek(
    emptyWeek,
    events.map((e, i) => ({ ...e, revision: i, position: BigInt(i + 1), metadata: {} })),
  );
