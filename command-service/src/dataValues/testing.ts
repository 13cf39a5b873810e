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
  LOWABS: null,
  LOWTRG: null,
  HIGHTRG: null,
  HIGHABS: null,
  ...extra,
});

/** A CCF parameter: LOWABS 2 <= LOWTRG 4 <= HIGHTRG 8 <= HIGHABS 10. */
export const ccfParameter = (code: string): ParameterFacts =>
  parameter(code, { CCF_TYPE: 'Q', CCF_ANALYSIS: 'BRIX', LOWABS: 2, LOWTRG: 4, HIGHTRG: 8, HIGHABS: 10 });

export const context = (over: Partial<SubmissionContext> & { params?: ParameterFacts[]; ccfList?: [string, CcfFact][] } = {}): SubmissionContext => {
  let n = 0;
  const { params, ccfList, ...rest } = over;
  return {
    site: 'BA',
    today: '2026-11-25',
    historicData: false,
    reasonRule: DEFAULT_REASON_RULE,
    operation: { code: 'BC2026', startDate: '2026-09-01', endDate: '2027-01-31' },
    parameters: new Map((params ?? [parameter('A'), ccfParameter('C')]).map((p) => [p.CODE, p])),
    ccfs: new Map(ccfList ?? []),
    previous: new Map(),
    newCcfId: () => `ccf-${++n}`,
    ...rest,
  };
};

export const change = (code: string, date: string, hour: number, value: number | null, original: number | null = null, extra: Partial<ChangeRecord> = {}): ChangeRecord => ({
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
export const submitted = (submissionId: string, changes: [string, string, number, number | null][], operation = 'BC2026'): ParameterValuesSubmitted => ({
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
  foldWeek(emptyWeek, events.map((e, i) => ({ ...e, revision: i, position: BigInt(i + 1), metadata: {} })));
