import {
  LOOKUP_LABELS,
  LOOKUP_MESSAGES as M,
  assertNever,
  fail,
  lookupCodeError,
  type EditableLookupName,
  type LookupEvent,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/** One code of one list (its own stream): never created, present with its description, or deleted. */
export type LookupState = { status: 'absent' } | { status: 'deleted' } | { status: 'present'; description: string };

/** Commands carry normalised input (codes upper-cased, text trimmed: the contract's schemas do it). */
export type LookupCommand =
  | { kind: 'CreateLookup'; name: EditableLookupName; code: string; description: string }
  | { kind: 'UpdateLookup'; name: EditableLookupName; code: string; description: string; reason: string | null }
  /** `parameterCount`: parameter codes (any site) composed with this code, from the read side. */
  | { kind: 'DeleteLookup'; name: EditableLookupName; code: string; parameterCount: number; reason: string | null };

export const lookupEvolver: Evolver<LookupState, LookupEvent> = {
  initialState: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'LookupCreated':
      case 'LookupUpdated':
        return { status: 'present', description: event.data.description };
      case 'LookupDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
};

/**
 * Spec 2 §2 Lookups on one code's stream: a code is new in its list and fits it (item and measurement 8
 * characters, statistic 4, so that it composes a parameter code); a description change is recorded with
 * the old one and the reason; a code that parameters use cannot be deleted. No head-office rule (spec 2 §6
 * names none): the LOOKUPS flag is the gate, from any site.
 */
export const decideLookup = (command: LookupCommand, state: LookupState): Decision<LookupEvent> => {
  const { name, code } = command;
  const label = LOOKUP_LABELS[name];
  switch (command.kind) {
    case 'CreateLookup': {
      if (state.status === 'present') return reject(fail('conflict', M.exists(label, code)));
      const tooLong = lookupCodeError(name, code);
      if (tooLong) return reject(fail('validation', tooLong));
      return accept({ type: 'LookupCreated', data: { name, code, description: command.description } });
    }
    case 'UpdateLookup': {
      if (state.status !== 'present') return reject(fail('not_found', M.notFound(label, code)));
      // Saving the description it already has changes nothing: no event.
      if (state.description === command.description) return accept();
      const previous = { description: state.description };
      return accept({ type: 'LookupUpdated', data: { name, code, description: command.description, previous, reason: command.reason } });
    }
    case 'DeleteLookup': {
      if (state.status !== 'present') return reject(fail('not_found', M.notFound(label, code)));
      if (command.parameterCount > 0) return reject(fail('conflict', M.inUse(label, code, command.parameterCount)));
      return accept({ type: 'LookupDeleted', data: { name, code, description: state.description, reason: command.reason } });
    }
    default:
      return assertNever(command);
  }
};

export const lookupDecider: Decider<LookupCommand, LookupState, LookupEvent> = { ...lookupEvolver, decide: decideLookup };
