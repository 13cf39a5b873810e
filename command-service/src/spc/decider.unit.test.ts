import { D2_FOR_TWO, SPC_MESSAGES, fail, type SpcEvent, type SpcRule, type SpcRuleBroken } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { spcDecider, type SpcCommand } from './decider.ts';

const { given } = deciderSpec(spcDecider);
const site = 'BA' as const;
const code = 'TJ-BX-A-1H';
const values = [10, 12, 10, 12, 10, 12, 10, 12, 10, 12];
const baseline = (over: Partial<Extract<SpcCommand, { kind: 'SetSpcBaseline' }>> = {}): SpcCommand => ({
  kind: 'SetSpcBaseline',
  site,
  code,
  measured: true,
  from: '2026-11-01',
  to: '2026-11-28',
  values,
  reason: 'New campaign',
  ...over,
});
const baselineSet = (centre = 11, sigma = 2 / D2_FOR_TWO, previous: { centre: number; sigma: number } | null = null): SpcEvent => ({
  type: 'SpcBaselineSet',
  data: { site, code, from: '2026-11-01', to: '2026-11-28', count: 10, centre, sigma, previous, reason: 'New campaign' },
});
const rules = (list: SpcRule[], measured = true): SpcCommand => ({
  kind: 'SetSpcRules',
  site,
  code,
  measured,
  rules: list,
  reason: null,
});
const broken = (key: string): SpcRuleBroken['data'] => ({
  site,
  code,
  operation: 'BC2026',
  rule: 1,
  date: '2026-11-29',
  hour: 3,
  value: 20,
  points: [{ date: '2026-11-29', hour: 3, value: 20 }],
  centre: 11,
  sigma: 1,
  key,
});

describe('spc decider: baseline', () => {
  it('computes the centre and sigma of the baseline and records the period, count and reason', () => {
    given().when(baseline()).then([baselineSet()]);
  });

  it('a recompute records the limits it replaces', () => {
    const moved = [...values.map((v) => v + 1)];
    given(baselineSet())
      .when(baseline({ values: moved }))
      .then([baselineSet(12, 2 / D2_FOR_TWO, { centre: 11, sigma: 2 / D2_FOR_TWO })]);
  });

  it('refuses a parameter that is not measured (REA)', () => {
    given()
      .when(baseline({ measured: false }))
      .then(fail('validation', SPC_MESSAGES.notMeasured(code)));
  });

  it('refuses too few values, and values without spread', () => {
    given()
      .when(baseline({ values: [1, 2, 3] }))
      .then(fail('validation', SPC_MESSAGES.tooFewValues(3)));
    given()
      .when(baseline({ values: Array.from({ length: 12 }, () => 4) }))
      .then(fail('validation', SPC_MESSAGES.noSpread));
  });

  it('refuses a period that ends before it starts', () => {
    given()
      .when(baseline({ from: '2026-11-28', to: '2026-11-01' }))
      .then(fail('validation', SPC_MESSAGES.periodOrder));
  });
});

describe('spc decider: rules', () => {
  it('records the rule choice in order, with the choice before', () => {
    given()
      .when(rules([8, 5, 1]))
      .then([{ type: 'SpcRulesSet', data: { site, code, rules: [1, 5, 8], previous: null, reason: null } }]);
  });

  it('the same choice again writes nothing', () => {
    given({ type: 'SpcRulesSet', data: { site, code, rules: [1, 5], previous: null, reason: null } })
      .when(rules([5, 1]))
      .then([]);
  });

  it('refuses a parameter that is not measured', () => {
    given()
      .when(rules([1], false))
      .thenRefused('validation');
  });
});

describe('spc decider: rule breaks', () => {
  it('records each break once: a key already recorded, or twice in one command, appends nothing more', () => {
    given({ type: 'SpcRuleBroken', data: broken('a') })
      .when({ kind: 'RecordRuleBreaks', breaks: [broken('a'), broken('b'), broken('b')] })
      .then([{ type: 'SpcRuleBroken', data: broken('b') }]);
  });
});
