import { evolveAll } from '../shared/decider.ts';
import { normaliseParameter, type DependencyEvent, type ParameterType, type Site } from '@ftr/contracts';
import type { ParameterState } from './decider.ts';
import {
  decideDependency as decide,
  dependencyEvolver,
  type DependencyCommand,
  type DependencyFacts,
  type DependencyGraphState,
} from './dependencyDecider.ts';

/** A command with the parameters it is decided on (the facts the handler loads). */
type Given = DependencyCommand & { parameters: DependencyFacts };
const decideDependency = ({ parameters, ...command }: Given, state: DependencyGraphState) => decide(command, state, parameters);

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
const given = (...events: DependencyEvent[]): DependencyGraphState => evolveAll(dependencyEvolver, events);
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
const refused = (kind: string, message: string) => ({ ok: false, failure: { kind, message } });

describe('dependencies decider', () => {
  it('adds a dependency with the next id and the dependent described', () => {
    expect(decideDependency(add('PU', 'BX'), given())).toEqual({
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
    const result = decideDependency(add('PU', 'BX'), state);
    expect(result.ok && result.events[0]?.data).toMatchObject({ id: 3 });
  });

  it('adds only to an existing SIM parameter', () => {
    expect(decideDependency(add('PU', 'BX', { calculated: absent, dependent: rea }), given())).toEqual(
      refused('not_found', 'Parameter PU not found'),
    );
    expect(decideDependency(add('PU', 'BX', { calculated: rea, dependent: rea }), given())).toEqual(
      refused('validation', 'PU is not a calculated (SIM) parameter: only SIM parameters have dependencies'),
    );
  });

  it('refuses a dependent that does not exist at the site', () => {
    expect(decideDependency(add('PU', 'NOPE', { calculated: sim, dependent: absent }), given())).toEqual(
      refused('validation', 'Parameter NOPE does not exist at BA'),
    );
  });

  it('refuses a self-dependency', () => {
    expect(decideDependency(add('PU', 'PU', { calculated: sim, dependent: sim }), given())).toEqual(
      refused('validation', 'PU cannot depend on itself'),
    );
  });

  it('refuses a duplicate', () => {
    expect(decideDependency(add('PU', 'BX'), given(added(1, 'PU', 'BX')))).toEqual(refused('conflict', 'BX is already a dependency of PU'));
  });

  it('refuses a direct cycle, naming it', () => {
    expect(decideDependency(add('A', 'B', { calculated: sim, dependent: sim }), given(added(1, 'B', 'A')))).toEqual(
      refused('conflict', 'This dependency would create a cycle: A -> B -> A'),
    );
  });

  it('refuses a long cycle, naming every step', () => {
    const chain = Array.from({ length: 20 }, (_, i) => added(i + 1, `S${i}`, `S${i + 1}`));
    const result = decideDependency(add('S20', 'S0', { calculated: sim, dependent: sim }), given(...chain));
    const path = ['S20', ...Array.from({ length: 20 }, (_, i) => `S${i}`), 'S20'].join(' -> ');
    expect(result).toEqual(refused('conflict', `This dependency would create a cycle: ${path}`));
  });

  it('keeps the ownership rule: sites change local parameters, head office global ones', () => {
    expect(decideDependency(add('PU', 'BX', { calculated: param('SIM', 'P', 'N'), dependent: rea }), given())).toEqual(
      refused('forbidden', 'Dependencies of a head-office parameter can only be changed by head office'),
    );
    expect(decideDependency(add('PU', 'BX', { calculated: sim, dependent: rea }, 2, 'CO'), given())).toEqual(
      refused('forbidden', 'Dependencies of a local parameter can only be changed at its site'),
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
    expect(decideDependency(update('X', -1), state)).toMatchObject({
      ok: true,
      events: [{ type: 'DependencyUpdated', data: { id: 1, calculated: 'A', dependent: 'X', sequence: -1 } }],
    });
    expect(decideDependency(update('B'), state)).toEqual(refused('conflict', 'This dependency would create a cycle: A -> B -> A'));
    expect(decideDependency(update('X', 1, 9), state)).toEqual(refused('not_found', 'Dependency 9 not found'));
  });

  it('removes a dependency, and refuses an unknown id', () => {
    const remove = (id: number): Given => ({ kind: 'RemoveDependency', site: 'BA', id, parameters: { calculated: sim } });
    expect(decideDependency({ ...remove(1), reason: 'Not an input' }, given(added(1, 'A', 'X')))).toEqual({
      ok: true,
      events: [
        {
          type: 'DependencyRemoved',
          data: { site: 'BA', id: 1, calculated: 'A', dependent: 'X', previous: { sequence: 1 }, reason: 'Not an input' },
        },
      ],
    });
    expect(decideDependency(remove(1), given())).toEqual(refused('not_found', 'Dependency 1 not found'));
  });
});
