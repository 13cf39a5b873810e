import { AddDashboardParameterBody, AddLayoutItemBody } from '@ftr/contracts';
import { SCALE_DASHBOARD } from './scaleDashboard.ts';
import { benchCode, SCREEN_CODES } from './scaleData.ts';

describe('the scale bench dashboard', () => {
  it('is what the dashboards routes accept, over codes both stores hold values of', () => {
    const parameters = SCALE_DASHBOARD.parameters.map((p) => AddDashboardParameterBody.parse(p));
    const onBoth = new Set(Array.from({ length: SCREEN_CODES }, (_, i) => benchCode(i)));
    for (const { code, targetCode } of parameters) {
      expect(onBoth.has(code)).toBe(true);
      if (targetCode) expect(onBoth.has(targetCode)).toBe(true);
    }
    for (const item of SCALE_DASHBOARD.layout) AddLayoutItemBody.parse(item);
  });

  it('draws only its own parameters, and one load reads 91 value documents', () => {
    const codes = new Set(SCALE_DASHBOARD.parameters.map((p) => p.code));
    const drawn = SCALE_DASHBOARD.layout.flatMap((item) =>
      item.component === 'TimeseriesChart' ? [item.config.parameter] : item.config.codes,
    );
    expect(drawn.filter((code) => !codes.has(code))).toEqual([]);
    expect(SCALE_DASHBOARD.parameters.reduce((days, p) => days + (p.history ?? 7), 0)).toBe(91);
  });
});
