import {
  CreateParameterBody,
  FACTORY_SITES,
  calculationOrder,
  findCycle,
  normaliseParameter,
  parameterLimitProblem,
  typeForCode,
  type DependencyEdge,
} from '@ftr/contracts';
import { demoDependencies, demoParameters } from './demoParameters.ts';

describe.each(FACTORY_SITES)('demo parameters of %s', (site) => {
  const parameters = demoParameters(site);
  const codes = new Set(parameters.map((p) => p.CODE));
  const dependencies = demoDependencies(site);

  it('has over 100 parameters with unique composed codes, including the summary default DY-NO-V-0T', () => {
    expect(parameters.length).toBeGreaterThan(100);
    expect(codes.size).toBe(parameters.length);
    expect(codes.has('DY-NO-V-0T')).toBe(true);
  });

  it('has REA, SIM and CON parameters, CCF parameters and one not in use', () => {
    const count = (type: string) => parameters.filter((p) => p.PTYP_CODE === type).length;
    expect([count('REA'), count('SIM'), count('CON')].every((n) => n >= 10)).toBe(true);
    expect(parameters.filter((p) => p.CCF_ANALYSIS).length).toBeGreaterThanOrEqual(6);
    expect(parameters.some((p) => !p.IN_USE_FLAG)).toBe(true);
  });

  it('passes the create contract and every server rule (limits, thresholds, period C is CON)', () => {
    for (const parameter of parameters) {
      expect({ code: parameter.CODE, ok: CreateParameterBody.safeParse(parameter).success }).toEqual({ code: parameter.CODE, ok: true });
      expect(typeForCode(parameter.CODE, parameter.PTYP_CODE)).toBe(parameter.PTYP_CODE);
      expect({ code: parameter.CODE, problem: parameterLimitProblem(normaliseParameter(parameter, false)) }).toEqual({
        code: parameter.CODE,
        problem: null,
      });
    }
  });

  it('gives constants a value, and every SIM parameter inputs that exist at the site', () => {
    expect(parameters.filter((p) => p.PTYP_CODE === 'CON').every((p) => typeof p.CONSTANT_VALUE === 'number')).toBe(true);
    const sims = parameters.filter((p) => p.PTYP_CODE === 'SIM').map((p) => p.CODE);
    expect(new Set(dependencies.map((d) => d.calculated))).toEqual(new Set(sims));
    for (const d of dependencies) expect([d.dependent, codes.has(d.dependent), d.sequence !== 0]).toEqual([d.dependent, true, true]);
  });

  it('forms an acyclic graph the decider would accept edge by edge, with cascades', () => {
    const graph: DependencyEdge[] = [];
    for (const d of dependencies) {
      expect(findCycle(graph, d.calculated, d.dependent)).toBeNull();
      expect(graph.some((e) => e.calculated === d.calculated && e.dependent === d.dependent)).toBe(false);
      graph.push(d);
    }
    expect(calculationOrder(graph, ['BS-TN-V-1H'])).toEqual(['BS-TN-T-0H', 'BL-SB-Q-0H']);
    expect(calculationOrder(graph, ['SS-TN-T-1D'])).toEqual(['SS-TN-T-0D', 'SS-EX-Q-0D', 'SS-EX-V-0D']);
  });
});

it('differs between sites by plant layout and is deterministic', () => {
  expect(demoParameters('WI').length).toBeGreaterThan(demoParameters('CA').length);
  expect(demoParameters('BA')).toEqual(demoParameters('BA'));
});
