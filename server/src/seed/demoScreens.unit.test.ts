import { FACTORY_SITES } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { DEMO_SCREEN_MAX_MEMBERS, demoScreens } from './demoScreens.ts';

describe('demo screens', () => {
  it.each(FACTORY_SITES)('gives %s hourly and daily entry screens and live screens of 10 to 60 in-use parameters', (site) => {
    const inUse = new Set(
      demoParameters(site)
        .filter((p) => p.IN_USE_FLAG)
        .map((p) => p.CODE),
    );
    const screens = demoScreens(site);
    for (const screen of screens) {
      const codes = screen.groups.flat().slice(0, DEMO_SCREEN_MAX_MEMBERS);
      expect({ screen: screen.description, enough: codes.length >= 10 }).toEqual({ screen: screen.description, enough: true });
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes.filter((code) => !inUse.has(code))).toEqual([]);
    }
    const kinds = new Set(screens.map((s) => `${s.area}${s.screenType}`));
    expect(kinds).toEqual(new Set(['AHLY', 'ADLY', 'VHLY', 'VDLY']));
    expect(screens.some((s) => s.groups.flat().length >= DEMO_SCREEN_MAX_MEMBERS)).toBe(true);
  });
});
