import { featuresServedBy } from '@ftr/contracts';
import { QUERY_FEATURES } from './features.ts';

describe('the query features', () => {
  it('are exactly the contract features with query routes, each listed once', () => {
    const names = QUERY_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(featuresServedBy('query').sort());
  });
});
