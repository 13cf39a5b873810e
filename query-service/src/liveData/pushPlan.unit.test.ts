import type { ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { changedCcfIds, changedValueIds, dayValuesOf, liveRoomsOf, parseValueDocId, planLabelPushes, planPushes } from './pushPlan.ts';

const doc = (site: string, code: string, date: string, hours: Record<string, number>): ParameterValueDoc => ({
  _id: `${site}_${code}_${date}`,
  _position: '1',
  SITE: site,
  CODE: code,
  FTR_DATE: date,
  HOURS: Object.fromEntries(
    Object.entries(hours).map(([h, value]) => [h, { value, operation: 'BC2026', by: 'u', at: 't', source: 'DATAENTRY' as const }]),
  ),
});
const screen = (SITE: 'BA' | 'WI', codes: string[], AREA = 'V') => ({ SITE, AREA, MEMBERS: codes.map((code) => ({ code })) });

describe('live push plan', () => {
  it('given room names, then only well-formed live rooms are kept', () => {
    expect(liveRoomsOf(['live:BA:12', 'site:BA', 'live:XX:3', 'live:BA:0', 'screen:BA:12', 'abc', 'live:WI:7'])).toEqual([
      { room: 'live:BA:12', site: 'BA', screenId: 12 },
      { room: 'live:WI:7', site: 'WI', screenId: 7 },
    ]);
  });

  it('given a notice, then only values documents are taken, grouped by site', () => {
    const notice = {
      position: '9',
      changes: [
        { collection: 'parameterValues', id: 'BA_A_2026-11-26', site: 'BA' as const },
        { collection: 'operations', id: 'BA_BC2026', site: 'BA' as const },
        { collection: 'parameterValues', id: 'WI_B_2026-11-26', site: 'WI' as const },
        { collection: 'parameterValues', id: 'BA_C_2026-11-25', site: 'BA' as const },
      ],
    };
    expect([...changedValueIds(notice)]).toEqual([
      ['BA', ['BA_A_2026-11-26', 'BA_C_2026-11-25']],
      ['WI', ['WI_B_2026-11-26']],
    ]);
  });

  it('given ids with underscores in the code, then code and date are read back', () => {
    expect(parseValueDocId('BA_X_Y-1H_2026-11-26')).toEqual({ code: 'X_Y-1H', date: '2026-11-26' });
  });

  it('given a deleted document, then the day is pushed empty', () => {
    expect(dayValuesOf('BA_A_2026-11-26', undefined)).toEqual({ CODE: 'A', FTR_DATE: '2026-11-26', HOURS: {} });
    expect(dayValuesOf('BA_A_2026-11-26', doc('BA', 'A', '2026-11-26', { 3: 7.5 }))).toEqual({
      CODE: 'A',
      FTR_DATE: '2026-11-26',
      HOURS: { 3: 7.5 },
    });
  });

  it("given rooms of several screens, then each gets its own codes' days, and nothing goes to other sites or non-live screens", () => {
    const changed = new Map([['BA' as const, ['BA_A_2026-11-26', 'BA_B_2026-11-26']]]);
    const docs = new Map([['BA_A_2026-11-26', doc('BA', 'A', '2026-11-26', { 1: 5 })]]);
    const screens = new Map([
      ['1', screen('BA', ['A', 'Z'])],
      ['2', screen('BA', ['A', 'B'])],
      ['3', screen('BA', ['Z'])],
      ['4', screen('BA', ['A'], 'A')],
      ['5', screen('WI', ['A'])],
    ]);
    const rooms = [1, 2, 3, 4, 5, 6].map((id) => ({ room: `live:BA:${id}`, site: 'BA' as const, screenId: id }));
    const plan = planPushes('9', [...rooms, { room: 'live:WI:5', site: 'WI', screenId: 5 }], changed, screens, docs);
    expect(plan).toEqual([
      {
        room: 'live:BA:1',
        payload: { position: '9', site: 'BA', screenId: 1, values: [{ CODE: 'A', FTR_DATE: '2026-11-26', HOURS: { 1: 5 } }] },
      },
      {
        room: 'live:BA:2',
        payload: {
          position: '9',
          site: 'BA',
          screenId: 2,
          values: [
            { CODE: 'A', FTR_DATE: '2026-11-26', HOURS: { 1: 5 } },
            { CODE: 'B', FTR_DATE: '2026-11-26', HOURS: {} },
          ],
        },
      },
    ]);
  });

  it('given a notice, then the CCF documents it changed are taken apart from the values, grouped by site', () => {
    const notice = {
      position: '9',
      changes: [
        { collection: 'parameterValues', id: 'BA_A_2026-11-26', site: 'BA' as const },
        { collection: 'ccfs', id: 'c1', site: 'BA' as const },
        { collection: 'ccfs', id: 'c2', site: 'WI' as const },
        { collection: 'ccfs', id: 'c3' },
      ],
    };
    expect([...changedCcfIds(notice)]).toEqual([
      ['BA', ['c1']],
      ['WI', ['c2']],
    ]);
  });

  it("given CCFs that moved, then each room whose screen holds their parameters gets those parameters' labels as the heading reads them", () => {
    const parameters = new Map([['BA' as const, new Set(['A', 'B', 'C'])]]);
    const statuses = new Map([
      [
        'BA' as const,
        new Map([
          ['A', 'O' as const],
          ['B', 'R' as const],
        ]),
      ],
    ]);
    const screens = new Map([
      ['1', screen('BA', ['A', 'B', 'C', 'Z'])],
      ['2', screen('BA', ['Z'])],
      ['3', screen('BA', ['A'], 'A')],
      ['4', screen('WI', ['A'])],
    ]);
    const rooms = [1, 2, 3, 4, 5].map((id) => ({ room: `live:BA:${id}`, site: 'BA' as const, screenId: id }));
    expect(planLabelPushes('9', rooms, parameters, screens, statuses)).toEqual([
      { room: 'live:BA:1', payload: { position: '9', site: 'BA', screenId: 1, labels: { A: 'Ongoing CCF', B: 'Pending Close', C: null } } },
    ]);
    expect(planLabelPushes('9', [{ room: 'live:WI:4', site: 'WI', screenId: 4 }], parameters, screens, statuses)).toEqual([]);
  });
});
