import {
  ERRORS,
  assertNever,
  isCentralOffice,
  isOperationDeletable,
  isOperationEditable,
  type OperationEvent,
  type OperationType,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export type OperationState =
  { status: 'absent' } | { status: 'deleted' } | { status: 'present'; type: OperationType; startDate: string; endDate: string };

interface OperationFields {
  site: Site;
  code: string;
  type: OperationType;
  startDate: string;
  endDate: string;
}

/** Commands carry the acting user's site and today's factory date: decide reads no clock. */
export type OperationCommand =
  | { kind: 'CreateOperation'; userSite: Site; today: string; fields: OperationFields }
  | { kind: 'UpdateOperation'; userSite: Site; today: string; fields: OperationFields }
  | { kind: 'DeleteOperation'; userSite: Site; today: string; site: Site; code: string };

export const operationEvolver: Evolver<OperationState, OperationEvent> = {
  initialState: { status: 'absent' },
  evolve(_state, event) {
    switch (event.type) {
      case 'OperationCreated':
      case 'OperationUpdated': {
        const { type, startDate, endDate } = event.data;
        return { status: 'present', type, startDate, endDate };
      }
      case 'OperationDeleted':
        return { status: 'deleted' };
      default:
        return assertNever(event);
    }
  },
};

const datesInvalid = (f: OperationFields) => f.endDate < f.startDate;

export const decideOperation = (command: OperationCommand, state: OperationState): Decision<OperationEvent> => {
  if (isCentralOffice(command.userSite)) return reject(fail('forbidden', ERRORS.centralOfficeCannotEditOperations));
  switch (command.kind) {
    case 'CreateOperation': {
      const f = command.fields;
      if (state.status === 'present') return reject(fail('conflict', ERRORS.operationExists(f.code)));
      if (datesInvalid(f)) return reject(fail('validation', ERRORS.operationEndBeforeStart));
      return accept({ type: 'OperationCreated', data: { ...f } });
    }
    case 'UpdateOperation': {
      const f = command.fields;
      if (state.status !== 'present') return reject(fail('not_found', ERRORS.operationNotFound(f.code)));
      if (!isOperationEditable(state.endDate, command.today)) return reject(fail('conflict', ERRORS.operationEnded(f.code)));
      if (datesInvalid(f)) return reject(fail('validation', ERRORS.operationEndBeforeStart));
      // An update to what the operation already is changes nothing: no event.
      if (f.type === state.type && f.startDate === state.startDate && f.endDate === state.endDate) return accept();
      return accept({ type: 'OperationUpdated', data: { ...f } });
    }
    case 'DeleteOperation': {
      if (state.status !== 'present') return reject(fail('not_found', ERRORS.operationNotFound(command.code)));
      if (!isOperationDeletable(state.startDate, command.today)) {
        return reject(fail('conflict', ERRORS.operationStarted(command.code)));
      }
      return accept({ type: 'OperationDeleted', data: { site: command.site, code: command.code } });
    }
    default:
      return assertNever(command);
  }
};

export const operationDecider: Decider<OperationCommand, OperationState, OperationEvent> = { ...operationEvolver, decide: decideOperation };
