import { fail, normaliseParameter, type DependencyEvent, type ParameterType, type Site } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import type { ParameterState } from './decider.ts';
import { dependencyDecider, type DependencyCommand, type DependencyFacts } from './dependencyDecider.ts';

/** A command with the parameters it is decided on (the facts the handler loads). */
type Given = DependencyCommand & { parameters: DependencyFacts };
const spec = deciderSpec(dependencyDecider);
/** When `command` after `history`: its decision, to check with then / thenRefused. */
const decideDependency = ({ parameters, ...command }: Given, history: readonly DependencyEvent[]) =>
  spec.given(...history).when(command, parameters);

const param = (type: ParameterType, heading = 'Heading', localFlag: 'Y' | 'N' = 'Y'): ParameterState => ({
  status: 'present',
  localFlag,
  fields: normaliseParameter({ HEADING1: heading, PTYP_CODE: type, DISPLAY_PRECISION: 2, IN_USE_FLAG: true, AUDIT_FLAG: false }, false),
});
const absent: ParameterState = { status: 'absent' };
const sim = param('SIM', 'Purity');
const rea = param('REA', 'Brix');

const added = (id: number, calculated: string, dependent: string, sequence = 1, site: Site = 'BA'): DependencyEvent => ({
  type: 'DependencyAdded',
  data: { site, id, calculated, dependent, sequence, dependentName: 'Heading', dependentType: 'SIM' },
});
const given = (...events: DependencyEvent[]): readonly DependencyEvent[] => events;
const add = (
  calculated: string,
  dependent: string,
  parameters = { calculated: sim, dependent: rea },
  sequence = 2,
  site: Site = 'BA',
): Given => ({
  kind: 'AddDependency',
  site,
  calculated,
  dependent,
  sequence,
  parameters,
});

describe('dependencies decider', () => {
  it('adds a dependency with the next id and the dependent described', () => {
    expect(decideDependency(add('PU', 'BX'), given()).decision).toEqual({
      ok: true,
      events: [
        {
          type: 'DependencyAdded',
          data: {
            site: 'BA',
            id: 1,
            calculated: 'PU',
            dependent: 'BX',
            sequence: 2,
            dependentName: 'Brix',
            dependentType: 'REA',
            reason: null,
          },
        },
      ],
    });
  });

  it('never reuses an id, even after a removal', () => {
    const state = given(added(1, 'PU', 'A'), added(2, 'PU', 'B'), {
      type: 'DependencyRemoved',
      data: { site: 'BA', id: 2, calculated: 'PU', dependent: 'B' },
    });
    const { decision } = decideDependency(add('PU', 'BX'), state);
    expect(decision.ok && decision.events[0]?.data).toMatchObject({ id: 3 });
  });

  it('adds only to an existing SIM parameter', () => {
    decideDependency(add('PU', 'BX', { calculated: absent, dependent: rea }), given()).then(fail('not_found', 'Parameter PU not found'));
    decideDependency(add('PU', 'BX', { calculated: rea, dependent: rea }), given()).then(
      fail('validation', 'PU is not a calculated (SIM) parameter: only SIM parameters have dependencies'),
    );
  });

  it('refuses a dependent that does not exist at the site', () => {
    decideDependency(add('PU', 'NOPE', { calculated: sim, dependent: absent }), given()).then(
      fail('validation', 'Parameter NOPE does not exist at BA'),
    );
  });

  it('refuses a self-dependency', () => {
    decideDependency(add('PU', 'PU', { calculated: sim, dependent: sim }), given()).then(fail('validation', 'PU cannot depend on itself'));
  });

  it('refuses a duplicate', () => {
    decideDependency(add('PU', 'BX'), given(added(1, 'PU', 'BX'))).then(fail('conflict', 'BX is already a dependency of PU'));
  });

  it('refuses a direct cycle, naming it', () => {
    decideDependency(add('A', 'B', { calculated: sim, dependent: sim }), given(added(1, 'B', 'A'))).then(
      fail('conflict', 'This dependency would create a cycle: A -> B -> A'),
    );
  });

  it('refuses a long cycle, naming every step', () => {
    const chain = Array.from({ length: 20 }, (_, i) => added(i + 1, `S${i}`, `S${i + 1}`));
    const path = ['S20', ...Array.from({ length: 20 }, (_, i) => `S${i}`), 'S20'].join(' -> ');
    decideDependency(add('S20', 'S0', { calculated: sim, dependent: sim }), given(...chain)).then(
      fail('conflict', `This dependency would create a cycle: ${path}`),
    );
  });

  it('keeps the ownership rule: sites change local parameters, head office global ones', () => {
    decideDependency(add('PU', 'BX', { calculated: param('SIM', 'P', 'N'), dependent: rea }), given()).then(
      fail('forbidden', 'Dependencies of a head-office parameter can only be changed by head office'),
    );
    decideDependency(add('PU', 'BX', { calculated: sim, dependent: rea }, 2, 'CO'), given()).then(
      fail('forbidden', 'Dependencies of a local parameter can only be changed at its site'),
    );
  });

  it('updates a dependency, checking the changed edge against the rest of the graph', () => {
    const state = given(added(1, 'A', 'X'), added(2, 'B', 'A'));
    const update = (dependent: string, sequence = -1, id = 1): Given => ({
      kind: 'UpdateDependency',
      site: 'BA',
      id,
      dependent,
      sequence,
      parameters: { calculated: sim, dependent: sim },
    });
    expect(decideDependency(update('X', -1), state).decision).toMatchObject({
      ok: true,
      events: [{ type: 'DependencyUpdated', data: { id: 1, calculated: 'A', dependent: 'X', sequence: -1 } }],
    });
    decideDependency(update('B'), state).then(fail('conflict', 'This dependency would create a cycle: A -> B -> A'));
    decideDependency(update('X', 1, 9), state).then(fail('not_found', 'Dependency 9 not found'));
  });

  it('removes a dependency, and refuses an unknown id', () => {
    const remove = (id: number): Given => ({ kind: 'RemoveDependency', site: 'BA', id, parameters: { calculated: sim } });
    expect(decideDependency({ ...remove(1), reason: 'Not an input' }, given(added(1, 'A', 'X'))).decision).toEqual({
      ok: true,
      events: [
        {
          type: 'DependencyRemoved',
          data: { site: 'BA', id: 1, calculated: 'A', dependent: 'X', previous: { sequence: 1 }, reason: 'Not an input' },
        },
      ],
    });
    decideDependency(remove(1), given()).then(fail('not_found', 'Dependency 1 not found'));
  });
});
