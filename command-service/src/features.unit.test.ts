import { featuresServedBy } from '@ftr/contracts';
import { COMMAND_FEATURES } from './features.ts';

describe('the command features', () => {
  it('are exactly the contract features with command routes, each listed once', () => {
    const names = COMMAND_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(featuresServedBy('command').sort());
  });
});
