import { FEATURES, type Feature } from '@ftr/contracts';
import { COMMAND_FEATURES } from './features.ts';

const contracts: readonly Feature[] = FEATURES;

describe('the command features', () => {
  it('are exactly the contract features with command routes, each listed once', () => {
    const withCommandRoutes = contracts.filter((feature) => Object.values(feature.routes).some((route) => route.service === 'command'));
    const names = COMMAND_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(withCommandRoutes.map((feature) => feature.name).sort());
  });
});
