import { FACTORY_SITES } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { demoReports } from './demoReports.ts';

describe('demo reports and grabbers', () => {
  const plan = demoReports();

  it.each(FACTORY_SITES)('gives %s a personal and a shared report and grabber, each with parameters of the site', (site) => {
    const ofSite = plan.filter((d) => d.site === site);
    expect(ofSite.map((d) => `${d.kind}-${d.reportType}`).sort()).toEqual(['GRABBER-1', 'GRABBER-2', 'REPORT-1', 'REPORT-2']);
    const codes = new Set(demoParameters(site).map((p) => p.CODE));
    for (const d of ofSite) {
      expect(d.parameters.length).toBeGreaterThan(0);
      expect(d.parameters.filter((p) => p.site !== site || !codes.has(p.code))).toEqual([]);
      expect(d.reportType === 1 || d.categoryId !== null).toBe(true);
    }
  });

  it('has one cross-site grabber at the central office, of existing codes', () => {
    const co = plan.filter((d) => d.site === 'CO');
    expect(co).toHaveLength(1);
    expect(co[0]?.kind).toBe('GRABBER');
    const params = co[0]?.parameters ?? [];
    expect(new Set(params.map((p) => p.site)).size).toBeGreaterThanOrEqual(2);
    for (const p of params) expect(demoParameters(p.site).some((d) => d.CODE === p.code)).toBe(true);
  });
});
