import type { DashboardEvent } from '@ftr/contracts';
import { evolveAll } from '../shared/decider.ts';
import { dashboardEvolver, decideDashboard, type CodeSites, type DashboardCommand } from './decider.ts';

const settings = { targetCode: null, history: 7, label: '', goal: 'Max' as const, paramSite: null };
const created = (site: 'BA' | 'CO'): DashboardEvent => ({
  type: 'DashboardCreated',
  data: { id: 1, site, type: site === 'CO' ? 'C' : 'S', description: 'D', format: 1, dataType: 'H' },
});
const added = (no: number, code: string, site: 'BA' | 'CO' = 'BA'): DashboardEvent => ({
  type: 'DashboardParameterAdded',
  data: { id: 1, site, no, code, ...settings },
});
const given = (...events: DashboardEvent[]) => evolveAll(dashboardEvolver, events);
const when = (state: ReturnType<typeof given>, command: DashboardCommand, codeSites: CodeSites = new Map()) =>
  decideDashboard(command, state, codeSites);
const failure = (decision: ReturnType<typeof decideDashboard>) => (decision.ok ? null : decision.failure);
const chart = { component: 'TimeseriesChart' as const, config: { parameter: 'A', type: 'area' as const, height: 'small' as const } };

describe('dashboard decider', () => {
  it('makes corporate dashboards at CO and site dashboards at a factory site', () => {
    for (const [site, type] of [
      ['CO', 'C'],
      ['BA', 'S'],
    ] as const) {
      const decision = when(given(), { kind: 'CreateDashboard', userSite: site, id: 1, description: 'D', format: 2 });
      expect(decision).toEqual({
        ok: true,
        events: [{ type: 'DashboardCreated', data: { id: 1, site, type, description: 'D', format: 2, dataType: 'H' } }],
      });
    }
  });

  it('refuses a corporate dashboard to a factory site and a site dashboard to CO or another site', () => {
    expect(failure(when(given(created('CO')), { kind: 'ArchiveDashboard', userSite: 'BA', id: 1 }))?.message).toBe(
      'Corporate dashboards are for the Central Office only',
    );
    expect(failure(when(given(created('BA')), { kind: 'ArchiveDashboard', userSite: 'CO', id: 1 }))?.message).toBe(
      'Site dashboards are not available at the Central Office',
    );
    expect(failure(when(given(created('BA')), { kind: 'ArchiveDashboard', userSite: 'WI', id: 1 }))?.kind).toBe('forbidden');
    expect(failure(when(given(), { kind: 'ArchiveDashboard', userSite: 'BA', id: 1 }))?.kind).toBe('not_found');
  });

  it('adds a parameter that exists where the dashboard reads it; a site only on corporate dashboards', () => {
    const state = given(created('BA'));
    const add = { kind: 'AddParameter', userSite: 'BA', id: 1, code: 'A', settings } as const;
    expect(failure(when(state, add))?.message).toBe('Parameter A does not exist at BA');
    expect(when(state, add, new Map([['A', ['BA']]]))).toEqual({ ok: true, events: [added(1, 'A')] });
    expect(failure(when(state, { ...add, settings: { ...settings, paramSite: 'WI' } }, new Map([['A', ['BA']]])))?.message).toBe(
      'A site can be chosen only for parameters of a corporate dashboard',
    );
    const corporate = given(created('CO'));
    const atWi = { ...add, userSite: 'CO', settings: { ...settings, paramSite: 'WI' } } as const;
    expect(failure(when(corporate, atWi, new Map([['A', ['BA']]])))?.message).toBe('Parameter A does not exist at Wissington');
    expect(when(corporate, { ...add, userSite: 'CO' }, new Map([['A', ['BA']]])).ok).toBe(true);
  });

  it('swaps neighbours only: the first cannot go up, the last cannot go down', () => {
    const state = given(created('BA'), added(1, 'A'), added(2, 'B'), added(3, 'C'));
    const swap = (no: number, otherNo: number) => when(state, { kind: 'SwapParameters', userSite: 'BA', id: 1, no, otherNo });
    expect(swap(1, 2).ok).toBe(true);
    expect(swap(3, 2).ok).toBe(true);
    expect(failure(swap(1, 3))?.message).toBe('Only neighbouring parameters can swap places');
    expect(failure(swap(1, 0))?.kind).toBe('not_found'); // above the first
    expect(failure(swap(3, 4))?.kind).toBe('not_found'); // below the last
    const swapped = given(created('BA'), added(1, 'A'), added(2, 'B'), {
      type: 'DashboardParametersSwapped',
      data: { id: 1, site: 'BA', no: 1, otherNo: 2 },
    });
    expect(swapped.status === 'present' && swapped.parameters.map((p) => p.code)).toEqual(['B', 'A']);
  });

  it('places layout items on free cells, only for parameters of the dashboard, never an empty table', () => {
    const state = given(created('BA'), added(1, 'A'));
    const place = (row: number, col: number, part: Extract<DashboardCommand, { kind: 'AddLayoutItem' }>['part']) =>
      when(state, { kind: 'AddLayoutItem', userSite: 'BA', id: 1, row, col, part });
    expect(place(1, 1, chart)).toEqual({
      ok: true,
      events: [{ type: 'DashboardLayoutItemAdded', data: { id: 1, site: 'BA', no: 2, row: 1, col: 1, part: chart } }],
    });
    expect(failure(place(1, 2, { component: 'TimeseriesTable', config: { codes: [] } }))?.message).toBe('invalid Parameter List');
    expect(failure(place(1, 2, { component: 'TimeseriesTable', config: { codes: ['A', 'B'] } }))?.message).toBe(
      'B is not a parameter of this dashboard',
    );
    const placed = given(created('BA'), added(1, 'A'), {
      type: 'DashboardLayoutItemAdded',
      data: { id: 1, site: 'BA', no: 2, row: 1, col: 1, part: chart },
    });
    expect(failure(when(placed, { kind: 'AddLayoutItem', userSite: 'BA', id: 1, row: 1, col: 1, part: chart }))?.message).toBe(
      'Row 1 column 1 already holds an item',
    );
    expect(failure(when(placed, { kind: 'RemoveParameter', userSite: 'BA', id: 1, no: 1 }))?.kind).toBe('conflict');
    const corporate = given(created('CO'), added(1, 'A', 'CO'));
    expect(failure(when(corporate, { kind: 'AddLayoutItem', userSite: 'CO', id: 1, row: 1, col: 1, part: chart }))?.message).toBe(
      'This dashboard has no layout: only custom (site) dashboards are laid out',
    );
  });

  it('arranges every item once: one per cell, rows at most 12 wide, heights on charts; the same places write nothing', () => {
    const table = { component: 'TimeseriesTable' as const, config: { codes: ['A'] } };
    const state = given(
      created('BA'),
      added(1, 'A'),
      { type: 'DashboardLayoutItemAdded', data: { id: 1, site: 'BA', no: 2, row: 1, col: 1, part: chart } },
      { type: 'DashboardLayoutItemAdded', data: { id: 1, site: 'BA', no: 3, row: 2, col: 1, part: table } },
    );
    const place = (no: number, row: number, col: number, width: number | null = null, height: 'large' | null = null) => ({
      no,
      row,
      col,
      width,
      height,
    });
    const arrange = (...places: ReturnType<typeof place>[]) => when(state, { kind: 'ArrangeLayout', userSite: 'BA', id: 1, places });
    const moved = arrange(place(2, 1, 2, 4, 'large'), place(3, 1, 1, 8));
    expect(moved.ok && moved.events).toEqual([
      {
        type: 'DashboardLayoutItemsArranged',
        data: { id: 1, site: 'BA', places: [place(2, 1, 2, 4, 'large'), place(3, 1, 1, 8)] },
      },
    ]);
    expect(arrange(place(2, 1, 1), place(3, 2, 1))).toEqual({ ok: true, events: [] });
    expect(failure(arrange(place(2, 1, 1)))?.message).toBe('Save the layout with every item of the dashboard, each once');
    expect(failure(arrange(place(2, 1, 1), place(2, 2, 1)))?.message).toBe('Save the layout with every item of the dashboard, each once');
    expect(failure(arrange(place(2, 1, 1), place(3, 1, 1)))?.message).toBe('Row 1 column 1 already holds an item');
    expect(failure(arrange(place(2, 1, 1, 7), place(3, 1, 2, 6)))?.message).toBe('Row 1 is wider than 12 columns');
    expect(failure(arrange(place(2, 1, 1), place(3, 2, 1, null, 'large')))?.message).toBe('Only charts have a height');
    expect(failure(when(state, { kind: 'ArrangeLayout', userSite: 'WI', id: 1, places: [] }))?.kind).toBe('forbidden');
  });

  it('an update to the same fields writes nothing', () => {
    const state = given(created('BA'));
    expect(when(state, { kind: 'UpdateDashboard', userSite: 'BA', id: 1, description: 'D', format: 1, dataType: undefined })).toEqual({
      ok: true,
      events: [],
    });
  });
});
