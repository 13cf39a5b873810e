import { decideSubmission } from '../dataValues/decider.ts';
import { emptyWeek } from '../dataValues/state.ts';
import { change, context, given, submitted } from '../dataValues/testing.ts';
import { decideSetReasonRule } from './settingsDecider.ts';
import { defaultDataSettings } from '@ftr/contracts';

// Today (the context's) is 2026-11-25; yesterday's values were submitted before.
const state = given(
  submitted('s0', [
    ['A', '2026-11-24', 5, 1],
    ['A', '2026-11-24', 6, 2],
    ['A', '2026-11-25', 1, 3],
  ]),
);
const when = (records: ReturnType<typeof change>[], ctx = context()) => decideSubmission({ submissionId: 'sub-1', records }, state, ctx);

describe('reason for change in a submission', () => {
  it('rejects corrections and deletions of earlier days without a reason, naming every cell (default rule)', () => {
    const decision = when([change('A', '2026-11-24', 5, 9, 1), change('A', '2026-11-24', 6, null, 2)]);
    expect(decision).toEqual({
      ok: false,
      failure: { kind: 'validation', message: 'Give a reason for changing these submitted values: A 2026-11-24 h5, A 2026-11-24 h6' },
    });
  });

  it('accepts them with reasons and keeps each reason in its change', () => {
    const decision = when([
      change('A', '2026-11-24', 5, 9, 1, { REASON: 'Instrument fault' }),
      change('A', '2026-11-24', 6, null, 2, { REASON: 'Other: duplicate' }),
    ]);
    const [event] = decision.ok && decision.answer.kind === 'accepted' ? decision.events : [];
    expect(event?.type === 'ParameterValuesSubmitted' && event.data.changes.map((c) => c.reason)).toEqual([
      'Instrument fault',
      'Other: duplicate',
    ]);
  });

  it("follows the rule in force: 'always' asks even today, 'never' never; new values never need one", () => {
    const today = [change('A', '2026-11-25', 1, 4, 3)];
    expect(when(today, context({ reasonRule: 'always' }))).toMatchObject({ ok: false });
    expect(when(today)).toMatchObject({ ok: true, answer: { kind: 'accepted' } });
    expect(when([change('A', '2026-11-24', 5, 9, 1)], context({ reasonRule: 'never' }))).toMatchObject({
      ok: true,
      answer: { kind: 'accepted' },
    });
    expect(
      decideSubmission({ submissionId: 'x', records: [change('A', '2026-11-23', 5, 9)] }, emptyWeek, context({ reasonRule: 'always' })),
    ).toMatchObject({ ok: true, answer: { kind: 'accepted' } });
  });
});

describe('reason rule settings decider', () => {
  const settings = defaultDataSettings('BA');
  it("sets the site's rule or a screen's override", () => {
    expect(decideSetReasonRule({ site: 'BA', rule: 'always' }, settings)).toEqual({
      ok: true,
      events: [{ type: 'ReasonRuleSet', data: { site: 'BA', screenId: null, rule: 'always' } }],
    });
    expect(
      decideSetReasonRule({ site: 'BA', screen: { id: 4, site: 'BA' }, rule: null }, { ...settings, screens: { '4': 'never' } }),
    ).toEqual({
      ok: true,
      events: [{ type: 'ReasonRuleSet', data: { site: 'BA', screenId: 4, rule: null } }],
    });
  });
  it('appends nothing for the rule already in force', () => {
    expect(decideSetReasonRule({ site: 'BA', rule: settings.reasonRule }, settings)).toEqual({ ok: true, events: [] });
    expect(decideSetReasonRule({ site: 'BA', screen: { id: 4, site: 'BA' }, rule: null }, settings)).toEqual({ ok: true, events: [] });
    expect(
      decideSetReasonRule({ site: 'BA', screen: { id: 4, site: 'BA' }, rule: 'never' }, { ...settings, screens: { '4': 'never' } }),
    ).toEqual({ ok: true, events: [] });
  });
  it("refuses another site's (or a missing) screen and removing the site's rule", () => {
    expect(decideSetReasonRule({ site: 'BA', screen: { id: 4, site: 'WI' }, rule: 'never' }, settings)).toMatchObject({
      ok: false,
      failure: { kind: 'not_found' },
    });
    expect(decideSetReasonRule({ site: 'BA', screen: { id: 4, site: null }, rule: 'never' }, settings)).toMatchObject({ ok: false });
    expect(decideSetReasonRule({ site: 'BA', rule: null }, settings)).toMatchObject({ ok: false, failure: { kind: 'validation' } });
  });
});
