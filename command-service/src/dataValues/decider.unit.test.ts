import { decideSubmission } from './decider.ts';
import { change, context, given, parameter, submitted } from './testing.ts';
import { emptyWeek } from './state.ts';

const ID = 'sub-1';
const when = (records: ReturnType<typeof change>[], state = emptyWeek, ctx = context()) =>
  decideSubmission({ submissionId: ID, records }, state, ctx);

describe('data submission decider', () => {
  it('writes one ParameterValuesSubmitted per code and date, hours in order', () => {
    const decision = when(
      [change('A', '2026-11-25', 6, 2), change('A', '2026-11-25', 5, 1), change('B', '2026-11-25', 5, 3)],
      emptyWeek,
      context({ params: [parameter('A'), parameter('B')] }),
    );
    expect(decision.ok && decision.answer.kind).toBe('accepted');
    if (!decision.ok || decision.answer.kind !== 'accepted') return;
    expect(decision.events.map((e) => e.type)).toEqual(['ParameterValuesSubmitted', 'ParameterValuesSubmitted']);
    expect(decision.events[0]?.data).toEqual({
      site: 'BA',
      operation: 'BC2026',
      submissionId: ID,
      changes: [
        { code: 'A', date: '2026-11-25', hour: 5, kind: 'Insert', value: 1, previous: null },
        { code: 'A', date: '2026-11-25', hour: 6, kind: 'Insert', value: 2, previous: null },
      ],
    });
    expect(decision.answer.labels).toEqual({});
  });

  it('keeps a reason for the audit trail, and updates and deletes against current values', () => {
    const state = given(
      submitted('s0', [
        ['A', '2026-11-25', 5, 1],
        ['A', '2026-11-25', 6, 2],
      ]),
    );
    const decision = when([change('A', '2026-11-25', 5, 9, 1, { REASON: 'misread gauge' }), change('A', '2026-11-25', 6, null, 2)], state);
    expect(decision.ok && decision.answer.kind === 'accepted' && decision.events[0]?.data).toMatchObject({
      changes: [
        { hour: 5, kind: 'Update', value: 9, previous: 1, reason: 'misread gauge' },
        { hour: 6, kind: 'Delete', value: null, previous: 2 },
      ],
    });
  });

  it('answers a resubmitted id with its original position and decides nothing else', () => {
    const state = given(submitted(ID, [['A', '2026-11-25', 5, 1]]), submitted('other', [['A', '2026-11-25', 6, 1]]));
    // Same id, now stale and even invalid: still the original answer.
    expect(when([change('A', '2026-11-25', 5, 7)], state, context({ operation: null }))).toEqual({
      ok: true,
      events: [],
      answer: { kind: 'duplicate', position: 1n },
    });
  });

  it('refuses stale ORIGINAL_VALUEs with a 409 naming every stale cell', () => {
    const state = given(
      submitted('s0', [
        ['A', '2026-11-25', 5, 1],
        ['A', '2026-11-25', 7, 4],
      ]),
    );
    const decision = when([change('A', '2026-11-25', 5, 3, 2), change('A', '2026-11-25', 6, 3), change('A', '2026-11-25', 7, 5)], state);
    expect(decision).toEqual({
      ok: false,
      failure: { kind: 'conflict', message: 'Someone else changed these values: A 2026-11-25 h5, A 2026-11-25 h7' },
    });
  });

  it.each([
    ['an unknown code', [change('X', '2026-11-25', 5, 1)], context(), 'validation', 'Error on code: X'],
    [
      'a calculated (SIM) cell',
      [change('S', '2026-11-25', 5, 1)],
      context({ params: [parameter('S', { PTYP_CODE: 'SIM' })] }),
      'validation',
      'S is calculated and cannot be entered',
    ],
    [
      'a value above the absolute limit',
      [change('A', '2026-11-25', 5, 101)],
      context({ params: [parameter('A', { UPPER_ABS_LIMIT: 100, LOWER_ABS_LIMIT: 0 })] }),
      'validation',
      'Error on code: A',
    ],
    [
      'a value below the absolute limit',
      [change('A', '2026-11-25', 5, -0.1)],
      context({ params: [parameter('A', { UPPER_ABS_LIMIT: 100, LOWER_ABS_LIMIT: 0 })] }),
      'validation',
      'Error on code: A',
    ],
    ['an unknown operation', [change('A', '2026-11-25', 5, 1)], context({ operation: null }), 'not_found', 'Operation BC2026 not found'],
    [
      'two operations',
      [change('A', '2026-11-25', 5, 1), change('A', '2026-11-25', 6, 1, null, { OPERATION: 'JR2026' })],
      context(),
      'validation',
      'All values of a submission must be for one operation',
    ],
    [
      'hourly values on two days',
      [change('A', '2026-11-25', 5, 1), change('A', '2026-11-24', 5, 1)],
      context(),
      'validation',
      'Hourly values of a submission must all be on one factory day',
    ],
    [
      'daily values in two weeks',
      [change('A', '2026-11-23', 24, 1), change('A', '2026-11-22', 24, 1)],
      context(),
      'validation',
      'Daily values of a submission must all be in one factory week (Monday to Sunday)',
    ],
  ])('refuses %s', (_name, records, ctx, kind, message) => {
    expect(when(records, emptyWeek, ctx)).toEqual({ ok: false, failure: { kind, message } });
  });

  it('accepts absolute limits themselves, and a daily week Monday..Sunday', () => {
    const limited = context({ params: [parameter('A', { UPPER_ABS_LIMIT: 100, LOWER_ABS_LIMIT: 0 })] });
    expect(when([change('A', '2026-11-25', 5, 100), change('A', '2026-11-25', 6, 0)], emptyWeek, limited)).toMatchObject({
      ok: true,
      answer: { kind: 'accepted' },
    });
    const week = ['2026-11-23', '2026-11-24', '2026-11-25'].map((d) => change('A', d, 24, 1));
    expect(when(week)).toMatchObject({ ok: true, answer: { kind: 'accepted' } });
  });

  it('refuses locked cells, naming each with its reason', () => {
    const decision = when([change('A', '2026-11-21', 5, 1)], emptyWeek, context());
    expect(decision).toEqual({
      ok: false,
      failure: {
        kind: 'forbidden',
        message: 'These values are locked: A 2026-11-21 h5 (older than 3 days (needs the Historic Data permission))',
      },
    });
    expect(when([change('A', '2026-11-21', 5, 1)], emptyWeek, context({ historicData: true }))).toMatchObject({
      ok: true,
      answer: { kind: 'accepted' },
    });
    const before = context({ historicData: true, operation: { code: 'BC2026', startDate: '2026-11-22', endDate: '2027-01-31' } });
    const early = when([change('A', '2026-11-21', 5, 1)], emptyWeek, before);
    expect(early).toMatchObject({ failure: { kind: 'forbidden' } });
    expect(early).toHaveProperty('failure.message', expect.stringContaining('before the operation started'));
    expect(when([change('A', '2026-11-26', 5, 1)], emptyWeek, context())).toHaveProperty(
      'failure.message',
      expect.stringContaining('in the future'),
    );
  });

  describe('write permission (docs/dataValues.md)', () => {
    const screen = (id: number, accessLevel: number, codes: string[], site: 'BA' | 'WI' = 'BA') => ({
      id,
      site,
      accessLevel,
      codes: new Set(codes),
    });
    const writer = (writeAccess: number, screens: ReturnType<typeof screen>[], extra: object = {}) =>
      context({ write: { writeAccess, maintainer: false, screens, ...extra } });
    const a = [change('A', '2026-11-25', 5, 1)];

    it('needs, whatever the client names, a screen of the site holding the parameter within the write access', () => {
      expect(when(a, emptyWeek, writer(2, [screen(1, 3, ['A']), screen(2, 2, ['A'])]))).toMatchObject({
        ok: true,
        answer: { kind: 'accepted' },
      });
      expect(when(a, emptyWeek, writer(0, [screen(1, 1, ['A'])]))).toMatchObject({
        failure: { kind: 'forbidden', message: 'Your write access level is below the access level of every data entry screen holding: A' },
      });
      expect(when(a, emptyWeek, writer(2, [screen(1, 3, ['A']), screen(2, 1, ['A'], 'WI')]))).toMatchObject({
        failure: { kind: 'forbidden' },
      });
    });

    it('leaves a parameter on no data entry screen to data screen maintainers', () => {
      expect(when(a, emptyWeek, writer(5, []))).toMatchObject({
        failure: {
          kind: 'forbidden',
          message: 'These parameters are on no data entry screen; only data screen maintainers can enter them: A',
        },
      });
      expect(when(a, emptyWeek, writer(0, [], { maintainer: true }))).toMatchObject({ ok: true, answer: { kind: 'accepted' } });
      expect(when(a, emptyWeek, writer(0, [screen(1, 1, ['A'])], { maintainer: true }))).toMatchObject({ failure: { kind: 'forbidden' } });
    });

    it('needs a named screen at the site (403 otherwise), within the write access and holding every code', () => {
      const held = [screen(7, 1, ['A'])];
      expect(when(a, emptyWeek, writer(2, held, { named: screen(7, 2, ['A']) }))).toMatchObject({ ok: true, answer: { kind: 'accepted' } });
      expect(when(a, emptyWeek, writer(2, held, { named: screen(7, 3, ['A']) }))).toMatchObject({ failure: { kind: 'forbidden' } });
      expect(when(a, emptyWeek, writer(2, held, { named: screen(7, 1, ['A'], 'WI') }))).toMatchObject({
        failure: { kind: 'forbidden', message: 'You can only work on your own site' },
      });
      expect(when(a, emptyWeek, writer(5, held, { named: null }))).toMatchObject({ failure: { kind: 'not_found' } });
      const c = [change('C', '2026-11-25', 5, 1)];
      expect(when(c, emptyWeek, writer(2, [screen(8, 1, ['C'])], { named: screen(7, 1, ['A']) }))).toMatchObject({
        failure: { message: 'Error on code: C' },
      });
    });
  });

  describe('CCF labels on submit (spec 1 §4)', () => {
    const accepted = (decision: ReturnType<typeof when>) => {
      if (!decision.ok || decision.answer.kind !== 'accepted') throw new Error(`expected accepted, got ${JSON.stringify(decision)}`);
      return { events: decision.events, labels: decision.answer.labels };
    };

    it("asks for a CCF (a 'New CCF' intent, DATAENTRY) with the values when a value leaves the band, and labels it Ongoing", () => {
      const decision = accepted(when([change('C', '2026-11-25', 5, 6), change('C', '2026-11-25', 6, 9)]));
      expect(decision.events.map((e) => e.type)).toEqual(['ParameterValuesSubmitted', 'CcfLabelIntent']);
      // What the value says, naming no CCF: the pair decides (docs/ccf.md).
      expect(decision.events[1]?.data).toEqual({
        site: 'BA',
        parameter: 'C',
        operation: 'BC2026',
        label: 'New CCF',
        raisedFrom: 'DATAENTRY',
        ccfType: 'Q',
        ccfAnalysis: 'BRIX',
        date: '2026-11-25',
        hour: 6,
        value: 9,
        at: '2026-11-24T13:00:00.000Z',
      });
      expect(decision.labels).toEqual({ C: 'Ongoing CCF' });
    });

    it('does not raise a second CCF while one is open', () => {
      const decision = accepted(
        when([change('C', '2026-11-25', 5, 11)], emptyWeek, context({ ccfList: [['C', { id: 'open-1', status: 'O' }]] })),
      );
      expect(decision.events.map((e) => e.type)).toEqual(['ParameterValuesSubmitted']);
      expect(decision.labels).toEqual({ C: 'Ongoing CCF' });
    });

    it("asks to move the open CCF to R (a 'Pending Close' intent) when a value returns inside the band, stamped at the reading", () => {
      const decision = accepted(
        when([change('C', '2026-11-25', 5, 6)], emptyWeek, context({ ccfList: [['C', { id: 'open-1', status: 'O' }]] })),
      );
      expect(decision.events[1]).toMatchObject({
        type: 'CcfLabelIntent',
        data: { site: 'BA', parameter: 'C', operation: 'BC2026', label: 'Pending Close', at: '2026-11-24T12:00:00.000Z' },
      });
      expect(decision.labels).toEqual({ C: 'Pending Close' });
    });

    it('takes the prior from the week, else from before the week', () => {
      const state = given(submitted('s0', [['C', '2026-11-24', 24, 9]]));
      expect(accepted(when([change('C', '2026-11-25', 1, 9.5)], state)).events).toHaveLength(1);
      const monday = [change('C', '2026-11-23', 1, 9.5)];
      expect(accepted(when(monday, emptyWeek, context({ previous: new Map([['C', 9]]) }))).events).toHaveLength(1);
      expect(accepted(when(monday, emptyWeek, context({ previous: new Map([['C', 5]]) }))).events).toHaveLength(2);
    });

    it('an excursion and return in one submission asks for a CCF, then its pending close, in time order', () => {
      const decision = accepted(when([change('C', '2026-11-25', 5, 11), change('C', '2026-11-25', 6, 5)]));
      expect(decision.events.map((e) => [e.type, 'label' in e.data ? e.data.label : null])).toEqual([
        ['ParameterValuesSubmitted', null],
        ['CcfLabelIntent', 'New CCF'],
        ['CcfLabelIntent', 'Pending Close'],
      ]);
    });

    it('labels every CCF parameter of the submission, none for the others', () => {
      const decision = accepted(when([change('A', '2026-11-25', 5, 99), change('C', '2026-11-25', 5, 6)]));
      expect(decision.labels).toEqual({ C: null });
    });
  });

  describe('daylight-saving days', () => {
    const op = { code: 'BC2026', startDate: '2026-01-01', endDate: '2026-12-31' };
    it('accepts hour 25 on 2026-10-25 and keeps 1 and 25 apart', () => {
      const decision = when(
        [change('A', '2026-10-25', 1, 1), change('A', '2026-10-25', 25, 25)],
        emptyWeek,
        context({ today: '2026-10-25', operation: op }),
      );
      expect(decision.ok && decision.answer.kind === 'accepted' && decision.events[0]?.data).toMatchObject({
        changes: [
          { hour: 1, value: 1 },
          { hour: 25, value: 25 },
        ],
      });
    });
    it('treats hour 23 as the daily hour of 2026-03-29 (a 23-hour day) in a daily week', () => {
      const week = [change('A', '2026-03-23', 24, 1), change('A', '2026-03-29', 23, 2)];
      expect(when(week, emptyWeek, context({ today: '2026-03-29', operation: op, historicData: true }))).toMatchObject({
        ok: true,
        answer: { kind: 'accepted' },
      });
    });
  });
});
