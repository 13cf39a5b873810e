import { FACTORY_SITES, REPORT_CATEGORIES } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { CROSS_SITE_GRABBERS, demoReports } from './demoReports.ts';

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

  it('has only shared cross-site grabbers at the central office, one per category, of existing codes in use', () => {
    const co = plan.filter((d) => d.site === 'CO');
    expect(co.map((d) => `${d.kind}-${d.reportType}`)).toEqual(co.map(() => 'GRABBER-2'));
    expect(co.map((d) => d.categoryId).sort()).toEqual(REPORT_CATEGORIES.map((c) => c.ID));
    for (const d of co) {
      expect(new Set(d.parameters.map((p) => p.site)).size).toBeGreaterThanOrEqual(3);
      for (const p of d.parameters) expect(demoParameters(p.site).find((x) => x.CODE === p.code)?.IN_USE_FLAG).toBe(true);
    }
  });

  it('gives each per-category grabber the same readings at every factory site', () => {
    for (const g of CROSS_SITE_GRABBERS) {
      const d = plan.find((x) => x.site === 'CO' && x.name === g.name);
      expect(new Set(d?.parameters.map((p) => p.site))).toEqual(new Set(FACTORY_SITES));
      expect(new Set(d?.parameters.map((p) => p.code))).toEqual(new Set(g.codes));
    }
  });
});
