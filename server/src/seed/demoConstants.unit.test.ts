import { CONSTANT_GROUP_NAMES } from '@ftr/contracts';
import { constantEvolver, decideConstant } from '@ftr/command-service/constants/decider.ts';
import { evolveAll } from '@ftr/command-service/shared/decider.ts';
import { DEMO_CONSTANT_CHANGES, demoConstantCommands } from './demoConstants.ts';
import { demoDependencies, demoParameters } from './demoParameters.ts';

describe('demo constants', () => {
  it('are CON parameters in named groups with limits their values keep to', () => {
    const constants = demoParameters('BA').filter((p) => p.PTYP_CODE === 'CON');
    expect(constants.length).toBeGreaterThan(5);
    for (const p of constants) {
      expect(CONSTANT_GROUP_NAMES[p.PCAT_CODE]).toBeDefined();
      expect(p.CONSTANT_VALUE).toBeGreaterThanOrEqual(p.LOWER_ABS_LIMIT ?? -Infinity);
      expect(p.CONSTANT_VALUE).toBeLessThanOrEqual(p.UPPER_ABS_LIMIT ?? Infinity);
    }
  });

  it('change constants no demo calculation reads (no recalculation at start-up)', () => {
    const changed = new Set(DEMO_CONSTANT_CHANGES.map((c) => c.code));
    for (const site of ['BA', 'BU', 'CA', 'NE', 'WI'] as const) {
      expect(demoDependencies(site).filter((d) => changed.has(d.dependent))).toEqual([]);
    }
  });

  it('are each accepted by the constants decider, in order, and each changes its value', () => {
    let state = constantEvolver.initialState;
    for (const { command, facts } of demoConstantCommands('2026-11-26')) {
      const decision = decideConstant(command, state, facts);
      expect(decision).toMatchObject({ ok: true, events: [{ type: 'ConstantValueChanged' }] });
      if (decision.ok) state = evolveAll(constantEvolver, decision.events, state);
    }
    expect(state.get('BA')).toMatchObject({ base: 88, steps: [{ value: 87 }, { value: 88.5 }] });
  });
});
