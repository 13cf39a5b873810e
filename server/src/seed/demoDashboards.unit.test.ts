import { AddLayoutItemBody, FACTORY_SITES, codesOfPart } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { demoDashboards } from './demoDashboards.ts';

describe('demo dashboards', () => {
  const dashboards = demoDashboards();

  it.each(FACTORY_SITES)('gives %s two custom dashboards with a chart of each kind and a table, on codes it has', (site) => {
    const codes = new Set(demoParameters(site).map((p) => p.CODE));
    const own = dashboards.filter((d) => d.site === site);
    expect(own).toHaveLength(2);
    for (const dashboard of own) {
      const onDashboard = new Set(dashboard.parameters.map((p) => p.code));
      for (const code of onDashboard) expect(codes.has(code)).toBe(true);
      for (const { row, col, part } of dashboard.layout) {
        expect(AddLayoutItemBody.parse({ row, column: col, ...part })).toMatchObject({ row, column: col });
        for (const code of codesOfPart(part)) expect(onDashboard.has(code)).toBe(true);
      }
    }
    const kinds = own.flatMap((d) => d.layout.map(({ part }) => (part.component === 'TimeseriesChart' ? part.config.type : 'table')));
    expect(new Set(kinds)).toEqual(new Set(['area', 'scatter', 'bar', 'table']));
  });

  it('has one corporate dashboard at CO, on codes every factory site has', () => {
    const corporate = dashboards.filter((d) => d.site === 'CO');
    expect(corporate).toHaveLength(1);
    for (const site of FACTORY_SITES) {
      const codes = new Set(demoParameters(site).map((p) => p.CODE));
      for (const { code } of corporate[0]?.parameters ?? []) expect(codes.has(code)).toBe(true);
    }
  });
});

describe('demo dashboard goals', () => {
  it('sets goal Min where lower is better: losses, steam and fuel per tonne, sugar colour', () => {
    const goals = new Map(demoDashboards().flatMap((d) => d.parameters.map((p) => [p.code, p.goal ?? 'Max'])));
    for (const code of ['SB-LS-V-0D', 'BL-SB-Q-0H', 'BL-FU-Q-0D', 'SS-CL-A-0D']) expect([code, goals.get(code)]).toEqual([code, 'Min']);
    for (const code of ['BS-TN-T-0H', 'SS-EX-V-0D', 'RJ-PY-V-1H']) expect([code, goals.get(code)]).toEqual([code, 'Max']);
  });
});
