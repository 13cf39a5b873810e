import { evolveAll } from '../shared/decider.ts';
import { normaliseParameter, type ParameterEvent, type ParameterInput, type Site } from '@ftr/contracts';
import { decideParameter, parameterEvolver, type CcfReferences, type ParameterCommand, type ParameterState } from './decider.ts';

const code = 'TJ-BX-A-1H';
const input: ParameterInput = {
  HEADING1: 'Thick juice',
  HEADING2: 'Brix',
  HEADING3: 'Hourly average',
  PTYP_CODE: 'REA',
  PCAT_CODE: 'QUAL',
  DISPLAY_PRECISION: 2,
  IN_USE_FLAG: true,
  AUDIT_FLAG: false,
  UPPER_ABS_LIMIT: 80,
  UPPER_CHK_LIMIT: 72,
  LOWER_CHK_LIMIT: 60,
  LOWER_ABS_LIMIT: 40,
};
const fields = normaliseParameter(input, false);

/** The CCF settings: type QC and analysis THINPH (type QC, limits 7.5 / 8 / 9.5 / 10). */
const settings: CcfReferences = {
  types: new Set(['QC']),
  analyses: new Map([['THINPH', { type: 'QC', low_abs: 7.5, low_trigger: 8, high_trigger: 9.5, high_abs: 10 }]]),
};
/** Every part of the code is in its lookup list. */
const listed = new Set(['item', 'measurement', 'statistic'] as const);
const given = (...events: ParameterEvent[]): ParameterState => evolveAll(parameterEvolver, events);
const created = (site: Site = 'BA'): ParameterEvent => ({
  type: 'ParameterCreated',
  data: { site, code, localFlag: site === 'CO' ? 'N' : 'Y', fields },
});
const create = (
  over: Partial<ParameterInput> = {},
  site: Site = 'BA',
  c = code,
): Extract<ParameterCommand, { kind: 'CreateParameter' }> => ({
  kind: 'CreateParameter',
  site,
  code: c,
  input: { ...input, ...over },
  ccf: settings,
  lookups: listed,
});
const update = (over: Partial<ParameterInput> = {}, site: Site = 'BA'): ParameterCommand => ({
  kind: 'UpdateParameter',
  site,
  code,
  input: { ...input, ...over },
  ccf: settings,
});
const fieldsOf = (result: ReturnType<typeof decideParameter>) =>
  result.ok && result.events[0]?.type !== 'ParameterDisplayUpdated' ? result.events[0]?.data.fields : undefined;
const patch = (p: Extract<ParameterCommand, { kind: 'UpdateParameterDisplay' }>['patch'], site: Site = 'BA'): ParameterCommand => ({
  kind: 'UpdateParameterDisplay',
  site,
  code,
  patch: p,
});
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('parameters decider', () => {
  it('creates a local parameter at a site with its normalised fields (and the reason, if any)', () => {
    expect(decideParameter(create(), given())).toEqual({ ok: true, events: [{ ...created(), data: { ...created().data, reason: null } }] });
    expect(decideParameter({ ...create(), reason: 'New analyser' }, given())).toMatchObject({
      ok: true,
      events: [{ type: 'ParameterCreated', data: { reason: 'New analyser' } }],
    });
  });

  it('refuses a new code whose item, measurement or statistic is not a code of its lookup list', () => {
    expect(decideParameter({ ...create(), lookups: new Set(['item', 'statistic'] as const) }, given())).toEqual(
      refused('validation', 'Measurement BX is not in the measurement lookups: add it there first'),
    );
    expect(decideParameter({ ...create(), lookups: new Set() }, given())).toEqual(
      refused('validation', 'Item TJ is not in the item lookups: add it there first'),
    );
    expect(decideParameter({ ...create({}, 'BA', 'NOT-A-CODE'), lookups: listed }, given())).toEqual(
      refused('validation', 'Code must be ITEM-MEASUREMENT-STATISTIC-UNITNOPERIOD, e.g. DY-NO-V-0T'),
    );
  });

  it('records the old values and the reason with a change', () => {
    expect(decideParameter({ ...update({ UNITS: 'Bx' }), reason: 'Units as the lab writes them' }, given(created()))).toEqual({
      ok: true,
      events: [
        {
          type: 'ParameterUpdated',
          data: { site: 'BA', code, fields: { ...fields, UNITS: 'Bx' }, previous: fields, reason: 'Units as the lab writes them' },
        },
      ],
    });
  });

  it('decides no event for an edit or display patch that changes nothing', () => {
    const state = given(created());
    expect(decideParameter(update(), state)).toEqual({ ok: true, events: [] });
    expect(decideParameter(patch({}), state)).toEqual({ ok: true, events: [] });
    expect(decideParameter(patch({ HEADING1: 'Thick juice', HEADING3: 'Hourly average', PRECISION: 2, UPPER_CHECK: 72 }), state)).toEqual({
      ok: true,
      events: [],
    });
    expect(decideParameter(patch({ HEADING2: null }), state)).toMatchObject({ ok: true, events: [{ type: 'ParameterDisplayUpdated' }] });
    expect(decideParameter(update({ UNITS: 'Bx' }), state)).toMatchObject({ ok: true, events: [{ type: 'ParameterUpdated' }] });
  });

  it("refuses an existing code with the spec's 'Parameter Already Exists'", () => {
    expect(decideParameter(create(), given(created()))).toEqual(refused('conflict', 'Parameter Already Exists'));
  });

  it('forces type CON for a constant (period C) code and keeps its constant value', () => {
    const result = decideParameter(create({ PTYP_CODE: 'REA', CONSTANT_VALUE: 1.5, SFNC_CODE: 'SUM' }, 'BA', 'LM-CAO-V-0C'), given());
    expect(result.ok && result.events[0]?.type === 'ParameterCreated' && result.events[0].data.fields).toMatchObject({
      PTYP_CODE: 'CON',
      CONSTANT_VALUE: 1.5,
      SFNC_CODE: null,
    });
  });

  it('creates head-office parameters as global (N) with precision 0 and no check limits', () => {
    const result = decideParameter(create({}, 'CO'), given());
    expect(result.ok && result.events[0]?.data).toMatchObject({
      localFlag: 'N',
      fields: { DISPLAY_PRECISION: 0, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null },
    });
  });

  it('refuses inconsistent limits, writing nothing', () => {
    expect(decideParameter(create({ UPPER_CHK_LIMIT: 90 }), given())).toEqual(
      refused('validation', 'Check limits must lie within the absolute limits'),
    );
  });

  it('refuses a CCF analysis or type missing from the CCF settings, on create and on edit', () => {
    expect(decideParameter(create({ CCF_ANALYSIS: 'NOPE' }), given())).toEqual(refused('validation', 'CCF Analysis NOPE does not exist'));
    expect(decideParameter(create({ CCF_TYPE: 'ZZ' }), given())).toEqual(refused('validation', 'CCF Type ZZ does not exist'));
    expect(decideParameter(update({ CCF_ANALYSIS: 'THINPH', CCF_TYPE: 'ZZ' }), given(created()))).toEqual(
      refused('validation', 'CCF Type ZZ does not exist'),
    );
    expect(decideParameter(update({ CCF_ANALYSIS: 'NOPE', CCF_TYPE: 'QC' }), given(created()))).toEqual(
      refused('validation', 'CCF Analysis NOPE does not exist'),
    );
  });

  it("takes the analysis's type and keeps no copy of its limits (the analysis is their one source)", () => {
    const none = { LOWABS: null, LOWTRG: null, HIGHTRG: null, HIGHABS: null };
    expect(fieldsOf(decideParameter(create({ CCF_ANALYSIS: 'THINPH' }), given()))).toMatchObject({
      CCF_ANALYSIS: 'THINPH',
      CCF_TYPE: 'QC',
      ...none,
    });
    expect(fieldsOf(decideParameter(update({ CCF_ANALYSIS: 'THINPH', CCF_TYPE: '' }), given(created())))).toMatchObject({
      CCF_TYPE: 'QC',
      ...none,
    });
  });

  it('ignores thresholds a client still sends, and keeps the type it sends', () => {
    expect(fieldsOf(decideParameter(create({ CCF_ANALYSIS: 'THINPH', CCF_TYPE: 'QC', LOWTRG: 9, HIGHTRG: 8 }), given()))).toMatchObject({
      CCF_TYPE: 'QC',
      LOWABS: null,
      LOWTRG: null,
      HIGHTRG: null,
      HIGHABS: null,
    });
  });

  it('takes no defaults and needs no settings when the parameter names no analysis', () => {
    const none: CcfReferences = { types: new Set(), analyses: new Map() };
    const result = decideParameter({ kind: 'CreateParameter', site: 'BA', code, input, ccf: none, lookups: listed }, given());
    expect(fieldsOf(result)).toMatchObject({
      CCF_TYPE: null,
      CCF_ANALYSIS: null,
      LOWABS: null,
      LOWTRG: null,
      HIGHTRG: null,
      HIGHABS: null,
    });
    expect(fieldsOf(decideParameter(create({ CCF_TYPE: 'QC' }), given()))).toMatchObject({
      CCF_TYPE: 'QC',
      CCF_ANALYSIS: null,
      LOWTRG: null,
    });
  });

  it('updates the whole parameter, clearing what a type change no longer uses', () => {
    const before = given(created(), {
      type: 'ParameterCreated',
      data: { site: 'BA', code, localFlag: 'Y', fields: { ...fields, PROCESS_TAG: 'TJ.BX' } },
    });
    const result = decideParameter(
      update({ PTYP_CODE: 'SIM', SFNC_CODE: 'AVG', PROCESS_TAG: 'TJ.BX', HEADING1: 'Thick juice (calc)' }),
      before,
    );
    expect(result.ok && result.events[0]?.data).toMatchObject({
      fields: { PTYP_CODE: 'SIM', SFNC_CODE: 'AVG', PROCESS_TAG: null, HEADING1: 'Thick juice (calc)' },
    });
  });

  it('refuses updating or patching a parameter that does not exist', () => {
    expect(decideParameter(update(), given())).toEqual(refused('not_found', 'Parameter TJ-BX-A-1H not found'));
    expect(decideParameter(patch({ PRECISION: 1 }), given())).toEqual(refused('not_found', 'Parameter TJ-BX-A-1H not found'));
  });

  it('patches headings, precision and check limits from a data screen, keeping what is absent', () => {
    const result = decideParameter(patch({ HEADING2: null, PRECISION: 4, UPPER_CHECK: 75 }), given(created()));
    expect(result).toEqual({
      ok: true,
      events: [
        {
          type: 'ParameterDisplayUpdated',
          data: {
            site: 'BA',
            code,
            display: {
              HEADING1: 'Thick juice',
              HEADING2: null,
              HEADING3: 'Hourly average',
              DISPLAY_PRECISION: 4,
              UPPER_CHK_LIMIT: 75,
              LOWER_CHK_LIMIT: 60,
            },
            previous: {
              HEADING1: 'Thick juice',
              HEADING2: 'Brix',
              HEADING3: 'Hourly average',
              DISPLAY_PRECISION: 2,
              UPPER_CHK_LIMIT: 72,
              LOWER_CHK_LIMIT: 60,
            },
            reason: null,
          },
        },
      ],
    });
    const state = given(created(), ...(result.ok ? result.events : []));
    expect(state.status === 'present' && state.fields).toMatchObject({
      HEADING2: null,
      DISPLAY_PRECISION: 4,
      UPPER_CHK_LIMIT: 75,
      UPPER_ABS_LIMIT: 80,
    });
  });

  it('refuses a data-screen check limit outside the absolute limits or reversed', () => {
    expect(decideParameter(patch({ UPPER_CHECK: 81 }), given(created()))).toEqual(
      refused('validation', 'Check limits must lie within the absolute limits'),
    );
    expect(decideParameter(patch({ LOWER_CHECK: 73 }), given(created()))).toEqual(
      refused('validation', 'Upper check limit must be greater than or equal to Lower check limit'),
    );
  });

  it('forces precision 0 and no check limits when head office patches its parameter', () => {
    const result = decideParameter(patch({ PRECISION: 3, UPPER_CHECK: 50 }, 'CO'), given(created('CO')));
    expect(result.ok && result.events[0]?.data).toMatchObject({
      display: { DISPLAY_PRECISION: 0, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null },
    });
  });
});
