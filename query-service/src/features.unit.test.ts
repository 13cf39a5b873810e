import { FEATURES, type Feature } from '@ftr/contracts';
import { QUERY_FEATURES } from './features.ts';

const contracts: readonly Feature[] = FEATURES;

describe('the query features', () => {
  it('are exactly the contract features with query routes, each listed once', () => {
    const withQueryRoutes = contracts.filter((feature) => Object.values(feature.routes).some((route) => route.service === 'query'));
    const names = QUERY_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(withQueryRoutes.map((feature) => feature.name).sort());
  });
});
