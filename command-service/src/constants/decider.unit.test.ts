import type { ConstantEvent, Site } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { constantEvolver, decideConstant, type ChangeConstant, type ConstantFacts, type ConstantState } from './decider.ts';

const today = '2026-11-22';
const con: ConstantFacts = { PTYP_CODE: 'CON', MIN_LIMIT: 50, MAX_LIMIT: 100, CONSTANT_VALUE: 88 };
const facts = (over: Partial<Record<Site, ConstantFacts | null>> = {}) =>
  new Map<Site, ConstantFacts | null>(
    Object.entries({ BA: con, BU: con, CA: con, NE: con, WI: con, CO: null, ...over }) as [Site, ConstantFacts | null][],
  );

const given = (...events: ConstantEvent[]): ConstantState => evolveAll(constantEvolver, events);
const changed = (
  site: Site,
  value: number,
  previous: number | null,
  effectiveFrom = today,
  reason: string | null = null,
): ConstantEvent => ({
  type: 'ConstantValueChanged',
  data: { site, code: 'LM-CA-V-0C', value, previous, effectiveFrom, reason },
});
const site = (value: number, over: Partial<ChangeConstant> = {}): ChangeConstant => ({
  kind: 'ChangeConstant',
  userSite: 'BA',
  reachable: ['BA'],
  code: 'LM-CA-V-0C',
  values: { BA: value },
  effectiveFrom: today,
  today,
  reason: null,
  ...over,
});
const global = (values: ChangeConstant['values'], over: Partial<ChangeConstant> = {}): ChangeConstant => ({
  ...site(0, over),
  kind: 'ChangeGlobalConstant',
  userSite: 'CO',
  reachable: ['BU', 'CA', 'NE', 'WI', 'CO'],
  values,
  ...over,
});

describe('constants decider', () => {
  it("changes the site's value, recording the value shown before", () => {
    expect(decideConstant(site(90, { reason: 'Lab recalibration' }), given(), facts())).toEqual({
      ok: true,
      events: [changed('BA', 90, 88, today, 'Lab recalibration')],
    });
  });

  it('takes the previous value from the last change once the constant has changed', () => {
    const state = given(changed('BA', 90, 88, '2026-11-01'));
    expect(decideConstant(site(92), state, facts())).toEqual({ ok: true, events: [changed('BA', 92, 90)] });
  });

  it('writes nothing when the value is unchanged', () => {
    expect(decideConstant(site(88), given(), facts())).toEqual({ ok: true, events: [] });
    expect(decideConstant(site(90), given(changed('BA', 90, 88, '2026-11-01')), facts())).toEqual({ ok: true, events: [] });
  });

  it('writes an unchanged current value given from an earlier date when the value then differed', () => {
    const state = given(changed('BA', 90, 88, '2026-11-10'));
    expect(decideConstant(site(90, { effectiveFrom: '2026-11-01' }), state, facts())).toEqual({
      ok: true,
      events: [changed('BA', 90, 90, '2026-11-01')],
    });
  });

  it.each([
    [49.9, 'Value must be at least 50'],
    [100.1, 'Value must be at most 100'],
  ])('refuses %d outside the limits', (value, message) => {
    expect(decideConstant(site(value), given(), facts())).toEqual({ ok: false, failure: { kind: 'validation', message } });
  });

  it('accepts the limits themselves, and any value when the parameter has none', () => {
    expect(decideConstant(site(50), given(), facts()).ok).toBe(true);
    expect(decideConstant(site(100), given(), facts()).ok).toBe(true);
    expect(decideConstant(site(1e6), given(), facts({ BA: { ...con, MIN_LIMIT: null, MAX_LIMIT: null } })).ok).toBe(true);
  });

  it('refuses a date in the future', () => {
    expect(decideConstant(site(90, { effectiveFrom: '2026-11-23' }), given(), facts())).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'The value cannot take effect in the future' },
    });
  });

  it('refuses a code that is not a constant, or missing at the site', () => {
    expect(decideConstant(site(90), given(), facts({ BA: { ...con, PTYP_CODE: 'REA' } }))).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'LM-CA-V-0C is not a constant (CON) parameter' },
    });
    expect(decideConstant(site(90), given(), facts({ BA: null }))).toEqual({
      ok: false,
      failure: { kind: 'not_found', message: 'Constant LM-CA-V-0C does not exist at BA' },
    });
  });

  it('refuses head office on the site route and a site user on the global table or another site', () => {
    const forbidden = (message: string) => ({ ok: false, failure: { kind: 'forbidden', message } });
    expect(decideConstant(site(90, { userSite: 'CO', values: { CO: 90 } }), given(), facts())).toEqual(
      forbidden('Head office changes constants in the global table'),
    );
    expect(decideConstant(global({ BU: 90 }, { userSite: 'BA' }), given(), facts())).toEqual(
      forbidden('Only head office can change the global table'),
    );
    expect(decideConstant(site(90, { values: { BU: 90 } }), given(), facts())).toEqual(
      forbidden('Only head office can change the global table'),
    );
  });

  it('refuses head office a value for a site the account does not hold', () => {
    expect(decideConstant(global({ BU: 90, WI: 91 }, { reachable: ['BU', 'CO'] }), given(), facts())).toEqual({
      ok: false,
      failure: { kind: 'forbidden', message: 'You can only work on your own site' },
    });
  });

  it("changes head office's sites in one decision, skipping unchanged ones", () => {
    const state = given(changed('CA', 87, 88, '2026-11-01'));
    expect(decideConstant(global({ BU: 89, CA: 87, NE: 88, WI: 86 }), state, facts())).toEqual({
      ok: true,
      events: [changed('BU', 89, 88), changed('WI', 86, 88)],
    });
  });

  it('refuses the whole global change when one site is outside the limits, naming the site', () => {
    expect(decideConstant(global({ BU: 89, CA: 120 }), given(), facts())).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'CA: Value must be at most 100' },
    });
  });

  it('folds each site on its own timeline', () => {
    const state = given(changed('BU', 89, 88, '2026-11-01'), changed('BU', 90, 89, '2026-11-05'), changed('CA', 70, null));
    expect(state.get('BU')).toEqual({
      base: 88,
      steps: [
        { from: '2026-11-01', value: 89 },
        { from: '2026-11-05', value: 90 },
      ],
    });
    expect(state.get('CA')).toEqual({ base: null, steps: [{ from: today, value: 70 }] });
  });
});
