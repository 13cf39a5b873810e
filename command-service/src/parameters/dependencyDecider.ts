import {
  PARAMETER_MESSAGES,
  assertNever,
  findCycle,
  isCentralOffice,
  type DependencyEdge,
  type DependencyEvent,
  type Site,
} from '@ftr/contracts';
import { fail, type Failure } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision, type Evolver } from '../shared/handleCommand.ts';
import type { ParameterState } from './decider.ts';

export interface Dependency extends DependencyEdge {
  id: number;
}

/** The whole dependency graph of a site, and the next id to hand out (ids are never reused). */
export interface DependencyGraphState {
  nextId: number;
  dependencies: ReadonlyMap<number, Dependency>;
}

export const dependencyEvolver: Evolver<DependencyGraphState, DependencyEvent> = {
  initial: { nextId: 1, dependencies: new Map() },
  evolve(state, event) {
    const dependencies = new Map(state.dependencies);
    switch (event.type) {
      case 'DependencyAdded':
      case 'DependencyUpdated': {
        const { id, calculated, dependent, sequence } = event.data;
        dependencies.set(id, { id, calculated, dependent, sequence });
        return { nextId: Math.max(state.nextId, id + 1), dependencies };
      }
      case 'DependencyRemoved':
        dependencies.delete(event.data.id);
        return { ...state, dependencies };
      default:
        return assertNever(event);
    }
  },
};

/**
 * The parameters a command touches, loaded by the handler from their streams: the calculated (SIM)
 * parameter and, when adding or changing, the dependent (input).
 */
interface Parameters {
  calculated: ParameterState;
  dependent?: ParameterState;
}

/** `userSite` is the acting user's current site, which is also the site of the graph. */
export type DependencyCommand =
  | { kind: 'AddDependency'; site: Site; calculated: string; dependent: string; sequence: number; parameters: Parameters }
  | { kind: 'UpdateDependency'; site: Site; id: number; dependent: string; sequence: number; parameters: Parameters }
  | { kind: 'RemoveDependency'; site: Site; id: number; parameters: Parameters };

const m = PARAMETER_MESSAGES;

/** Spec 2 §6: head office changes only head-office (N) parameters' dependencies, a site only local (Y) ones. */
const ownershipFailure = (site: Site, calculated: ParameterState): Failure | null => {
  if (calculated.status !== 'present') return null;
  if (isCentralOffice(site) && calculated.localFlag === 'Y') return fail('forbidden', m.localDependencies);
  if (!isCentralOffice(site) && calculated.localFlag === 'N') return fail('forbidden', m.headOfficeDependencies);
  return null;
};

/** The rules an added or changed edge must meet against the rest of the graph (`others`). */
const edgeFailure = (
  site: Site,
  edge: DependencyEdge,
  parameters: Parameters,
  others: readonly Dependency[],
): Failure | null => {
  const { calculated, dependent } = parameters;
  if (calculated.status !== 'present') return fail('not_found', m.notFound(edge.calculated));
  const owned = ownershipFailure(site, calculated);
  if (owned) return owned;
  if (calculated.fields.PTYP_CODE !== 'SIM') return fail('validation', m.notCalculated(edge.calculated));
  if (edge.calculated === edge.dependent) return fail('validation', m.selfDependency(edge.calculated));
  if (dependent?.status !== 'present') return fail('validation', m.notFoundAt(edge.dependent, site));
  if (others.some((d) => d.calculated === edge.calculated && d.dependent === edge.dependent)) {
    return fail('conflict', m.duplicateDependency(edge.dependent, edge.calculated));
  }
  const cycle = findCycle(others, edge.calculated, edge.dependent);
  return cycle ? fail('conflict', m.cycle(cycle)) : null;
};

const described = (parameters: Parameters) => {
  const dependent = parameters.dependent;
  return dependent?.status === 'present'
    ? { dependentName: dependent.fields.HEADING1, dependentType: dependent.fields.PTYP_CODE }
    : undefined;
};

export const decideDependency = (command: DependencyCommand, state: DependencyGraphState): Decision<DependencyEvent> => {
  const all = [...state.dependencies.values()];
  const { site } = command;
  switch (command.kind) {
    case 'AddDependency': {
      const edge = { calculated: command.calculated, dependent: command.dependent, sequence: command.sequence };
      const failure = edgeFailure(site, edge, command.parameters, all);
      const names = described(command.parameters);
      if (failure || !names) return reject(failure ?? fail('validation', m.notFoundAt(edge.dependent, site)));
      return accept({ type: 'DependencyAdded', data: { site, id: state.nextId, ...edge, ...names } });
    }
    case 'UpdateDependency': {
      const current = state.dependencies.get(command.id);
      if (!current) return reject(fail('not_found', m.dependencyNotFound(command.id)));
      const edge = { calculated: current.calculated, dependent: command.dependent, sequence: command.sequence };
      const others = all.filter((d) => d.id !== command.id);
      const failure = edgeFailure(site, edge, command.parameters, others);
      const names = described(command.parameters);
      if (failure || !names) return reject(failure ?? fail('validation', m.notFoundAt(edge.dependent, site)));
      return accept({ type: 'DependencyUpdated', data: { site, id: command.id, ...edge, ...names } });
    }
    case 'RemoveDependency': {
      const current = state.dependencies.get(command.id);
      if (!current) return reject(fail('not_found', m.dependencyNotFound(command.id)));
      const owned = ownershipFailure(site, command.parameters.calculated);
      if (owned) return reject(owned);
      const { id, calculated, dependent } = current;
      return accept({ type: 'DependencyRemoved', data: { site, id, calculated, dependent } });
    }
    default:
      return assertNever(command);
  }
};
