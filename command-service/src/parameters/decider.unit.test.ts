import { normaliseParameter, type ParameterEvent, type ParameterInput, type Site } from '@ftr/contracts';
import { decideParameter, parameterEvolver, type ParameterCommand, type ParameterState } from './decider.ts';

const code = 'TJ-BX-A-1H';
const input: ParameterInput = {
  HEADING1: 'Thick juice', HEADING2: 'Brix', HEADING3: 'Hourly average', PTYP_CODE: 'REA', PCAT_CODE: 'QUAL',
  DISPLAY_PRECISION: 2, IN_USE_FLAG: true, AUDIT_FLAG: false,
  UPPER_ABS_LIMIT: 80, UPPER_CHK_LIMIT: 72, LOWER_CHK_LIMIT: 60, LOWER_ABS_LIMIT: 40,
};
const fields = normaliseParameter(input, false);

const given = (...events: ParameterEvent[]): ParameterState => events.reduce(parameterEvolver.evolve, parameterEvolver.initial);
const created = (site: Site = 'BA'): ParameterEvent => ({ type: 'ParameterCreated', data: { site, code, localFlag: site === 'CO' ? 'N' : 'Y', fields } });
const create = (over: Partial<ParameterInput> = {}, site: Site = 'BA', c = code): ParameterCommand => ({ kind: 'CreateParameter', site, code: c, input: { ...input, ...over } });
const update = (over: Partial<ParameterInput> = {}, site: Site = 'BA'): ParameterCommand => ({ kind: 'UpdateParameter', site, code, input: { ...input, ...over } });
const patch = (p: Extract<ParameterCommand, { kind: 'UpdateParameterDisplay' }>['patch'], site: Site = 'BA'): ParameterCommand => ({ kind: 'UpdateParameterDisplay', site, code, patch: p });
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('parameters decider', () => {
  it('creates a local parameter at a site with its normalised fields', () => {
    expect(decideParameter(create(), given())).toEqual({ ok: true, events: [created()] });
  });

  it("refuses an existing code with the spec's 'Parameter Already Exists'", () => {
    expect(decideParameter(create(), given(created()))).toEqual(refused('conflict', 'Parameter Already Exists'));
  });

  it('forces type CON for a constant (period C) code and keeps its constant value', () => {
    const result = decideParameter(create({ PTYP_CODE: 'REA', CONSTANT_VALUE: 1.5, SFNC_CODE: 'SUM' }, 'BA', 'LM-CAO-V-0C'), given());
    expect(result.ok && result.events[0]?.type === 'ParameterCreated' && result.events[0].data.fields).toMatchObject({ PTYP_CODE: 'CON', CONSTANT_VALUE: 1.5, SFNC_CODE: null });
  });

  it('creates head-office parameters as global (N) with precision 0 and no check limits', () => {
    const result = decideParameter(create({}, 'CO'), given());
    expect(result.ok && result.events[0]?.data).toMatchObject({ localFlag: 'N', fields: { DISPLAY_PRECISION: 0, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null } });
  });

  it('refuses inconsistent limits and CCF thresholds, writing nothing', () => {
    expect(decideParameter(create({ UPPER_CHK_LIMIT: 90 }), given())).toEqual(refused('validation', 'Check limits must lie within the absolute limits'));
    expect(decideParameter(update({ LOWTRG: 5, LOWABS: 6 }), given(created()))).toEqual(
      refused('validation', 'Low Trigger Limit must be greater than or equal to Low Absolute Limit'),
    );
  });

  it('updates the whole parameter, clearing what a type change no longer uses', () => {
    const before = given(created(), { type: 'ParameterCreated', data: { site: 'BA', code, localFlag: 'Y', fields: { ...fields, PROCESS_TAG: 'TJ.BX' } } });
    const result = decideParameter(update({ PTYP_CODE: 'SIM', SFNC_CODE: 'AVG', PROCESS_TAG: 'TJ.BX', HEADING1: 'Thick juice (calc)' }), before);
    expect(result.ok && result.events[0]?.data).toMatchObject({ fields: { PTYP_CODE: 'SIM', SFNC_CODE: 'AVG', PROCESS_TAG: null, HEADING1: 'Thick juice (calc)' } });
  });

  it('refuses updating or patching a parameter that does not exist', () => {
    expect(decideParameter(update(), given())).toEqual(refused('not_found', 'Parameter TJ-BX-A-1H not found'));
    expect(decideParameter(patch({ PRECISION: 1 }), given())).toEqual(refused('not_found', 'Parameter TJ-BX-A-1H not found'));
  });

  it('patches headings, precision and check limits from a data screen, keeping what is absent', () => {
    const result = decideParameter(patch({ HEADING2: null, PRECISION: 4, UPPER_CHECK: 75 }), given(created()));
    expect(result).toEqual({
      ok: true,
      events: [{ type: 'ParameterDisplayUpdated', data: { site: 'BA', code, display: { HEADING1: 'Thick juice', HEADING2: null, HEADING3: 'Hourly average', DISPLAY_PRECISION: 4, UPPER_CHK_LIMIT: 75, LOWER_CHK_LIMIT: 60 } } }],
    });
    const state = given(created(), ...(result.ok ? result.events : []));
    expect(state.status === 'present' && state.fields).toMatchObject({ HEADING2: null, DISPLAY_PRECISION: 4, UPPER_CHK_LIMIT: 75, UPPER_ABS_LIMIT: 80 });
  });

  it('refuses a data-screen check limit outside the absolute limits or reversed', () => {
    expect(decideParameter(patch({ UPPER_CHECK: 81 }), given(created()))).toEqual(refused('validation', 'Check limits must lie within the absolute limits'));
    expect(decideParameter(patch({ LOWER_CHECK: 73 }), given(created()))).toEqual(
      refused('validation', 'Upper check limit must be greater than or equal to Lower check limit'),
    );
  });

  it('forces precision 0 and no check limits when head office patches its parameter', () => {
    const result = decideParameter(patch({ PRECISION: 3, UPPER_CHECK: 50 }, 'CO'), given(created('CO')));
    expect(result.ok && result.events[0]?.data).toMatchObject({ display: { DISPLAY_PRECISION: 0, UPPER_CHK_LIMIT: null, LOWER_CHK_LIMIT: null } });
  });
});
