import { FEATURES, READ_MODELS } from '@ftr/contracts';
import { PROJECTION_FEATURES } from './features.ts';

const contractOf = (name: string) => FEATURES.find((feature) => feature.name === name);

describe('the projection features', () => {
  it('are contract features, each listed once', () => {
    const names = PROJECTION_FEATURES.map((feature) => feature.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of names) expect(contractOf(name)).toBeDefined();
  });

  it('write exactly the read models their contract names, and every read model has its projection', () => {
    for (const feature of PROJECTION_FEATURES) {
      const written = feature.projections.map((projection) => projection.collection.name).sort();
      expect({ feature: feature.name, written }).toEqual({
        feature: feature.name,
        written: Object.values(contractOf(feature.name)?.readModels ?? {}).sort(),
      });
    }
    const withReadModels = FEATURES.filter((feature) => Object.keys(feature.readModels).length > 0).map((feature) => feature.name);
    expect(PROJECTION_FEATURES.map((feature) => feature.name).sort()).toEqual([...withReadModels].sort());
    expect(PROJECTION_FEATURES.flatMap((feature) => feature.projections).length).toBe(Object.keys(READ_MODELS).length);
  });
});
