import {
  PARAMETER_MESSAGES,
  assertNever,
  findCycle,
  isCentralOffice,
  type DependencyEdge,
  type DependencyEvent,
  type Site,
  fail,
  type Failure,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';
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
  initialState: { nextId: 1, dependencies: new Map() },
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
 * The facts a command is decided on besides the graph: the parameters it touches, loaded from their
 * streams: the calculated (SIM) parameter and, when adding or changing, the dependent (input).
 */
export interface DependencyFacts {
  calculated: ParameterState;
  dependent?: ParameterState;
}

/** `userSite` is the acting user's current site, which is also the site of the graph. */
/** `reason`: why (optional), kept in the calculated parameter's history. */
export type DependencyCommand =
  | { kind: 'AddDependency'; site: Site; calculated: string; dependent: string; sequence: number; reason?: string | null }
  | { kind: 'UpdateDependency'; site: Site; id: number; dependent: string; sequence: number; reason?: string | null }
  | { kind: 'RemoveDependency'; site: Site; id: number; reason?: string | null };

const m = PARAMETER_MESSAGES;

/** Spec 2 §6: head office changes only head-office (N) parameters' dependencies, a site only local (Y) ones. */
const ownershipFailure = (site: Site, calculated: ParameterState): Failure | null => {
  if (calculated.status !== 'present') return null;
  if (isCentralOffice(site) && calculated.localFlag === 'Y') return fail('forbidden', m.localDependencies);
  if (!isCentralOffice(site) && calculated.localFlag === 'N') return fail('forbidden', m.headOfficeDependencies);
  return null;
};

/** The rules an added or changed edge must meet against the rest of the graph (`others`). */
const edgeFailure = (site: Site, edge: DependencyEdge, parameters: DependencyFacts, others: readonly Dependency[]): Failure | null => {
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

const described = (parameters: DependencyFacts) => {
  const dependent = parameters.dependent;
  return dependent?.status === 'present'
    ? { dependentName: dependent.fields.HEADING1, dependentType: dependent.fields.PTYP_CODE }
    : undefined;
};

export const decideDependency = (
  command: DependencyCommand,
  state: DependencyGraphState,
  facts: DependencyFacts,
): Decision<DependencyEvent> => {
  const all = [...state.dependencies.values()];
  const { site } = command;
  const reason = command.reason ?? null;
  switch (command.kind) {
    case 'AddDependency': {
      const edge = { calculated: command.calculated, dependent: command.dependent, sequence: command.sequence };
      const failure = edgeFailure(site, edge, facts, all);
      const names = described(facts);
      if (failure || !names) return reject(failure ?? fail('validation', m.notFoundAt(edge.dependent, site)));
      return accept({ type: 'DependencyAdded', data: { site, id: state.nextId, ...edge, ...names, reason } });
    }
    case 'UpdateDependency': {
      const current = state.dependencies.get(command.id);
      if (!current) return reject(fail('not_found', m.dependencyNotFound(command.id)));
      const edge = { calculated: current.calculated, dependent: command.dependent, sequence: command.sequence };
      const others = all.filter((d) => d.id !== command.id);
      const failure = edgeFailure(site, edge, facts, others);
      const names = described(facts);
      if (failure || !names) return reject(failure ?? fail('validation', m.notFoundAt(edge.dependent, site)));
      if (current.dependent === edge.dependent && current.sequence === edge.sequence) return accept(); // changes nothing
      const previous = { dependent: current.dependent, sequence: current.sequence };
      return accept({ type: 'DependencyUpdated', data: { site, id: command.id, ...edge, ...names, previous, reason } });
    }
    case 'RemoveDependency': {
      const current = state.dependencies.get(command.id);
      if (!current) return reject(fail('not_found', m.dependencyNotFound(command.id)));
      const owned = ownershipFailure(site, facts.calculated);
      if (owned) return reject(owned);
      const { id, calculated, dependent, sequence } = current;
      return accept({ type: 'DependencyRemoved', data: { site, id, calculated, dependent, previous: { sequence }, reason } });
    }
    default:
      return assertNever(command);
  }
};

export const dependencyDecider: Decider<DependencyCommand, DependencyGraphState, DependencyEvent, DependencyFacts> = {
  ...dependencyEvolver,
  decide: decideDependency,
};
