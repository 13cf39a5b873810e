import { FACTORY_SITES, LOOKUP_CODE_MAX, LookupCode, LookupDescription, lookupPartsOf } from '@ftr/contracts';
import { demoParameters } from './demoParameters.ts';
import { DEMO_LOOKUPS } from './demoLookups.ts';

describe('demo lookups', () => {
  const codes = [...new Set(FACTORY_SITES.flatMap((site) => demoParameters(site).map((p) => p.CODE)))];

  it('compose every demo parameter code from an item, a measurement and a statistic of the lists', () => {
    const missing = codes.flatMap((code) => {
      const parts = lookupPartsOf(code);
      if (!parts) return [`${code}: not composed`];
      return (['item', 'measurement', 'statistic'] as const)
        .filter((name) => !((parts[name] ?? '') in DEMO_LOOKUPS[name]))
        .map((name) => `${code}: ${name} ${parts[name]}`);
    });
    expect(missing).toEqual([]);
    expect(codes.length).toBeGreaterThan(100);
  });

  it('are valid lookup codes and descriptions, each within its list', () => {
    for (const [name, list] of Object.entries(DEMO_LOOKUPS) as [keyof typeof DEMO_LOOKUPS, Record<string, string>][]) {
      for (const [code, description] of Object.entries(list)) {
        expect(LookupCode.parse(code)).toBe(code);
        expect(code.length).toBeLessThanOrEqual(LOOKUP_CODE_MAX[name]);
        expect(LookupDescription.parse(description)).toBe(description);
      }
    }
  });
});
