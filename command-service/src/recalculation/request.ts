// Asking for a recalculation (POST /recalculate for one cell, POST /data/recalculate/:operation from a
// date, the system after a change of an input), pure: the request is checked against the facts and recorded on the site's recalc journal.
import { ERRORS, assertNever, fail, type RecalculationRequested, type Site } from '@ftr/contracts';
import { accept, reject, type Decision } from '../shared/decider.ts';
import { decideManual, type ManualFacts, type ManualRequest } from './manual.ts';
import type { OperationSpan } from './plan.ts';
import type { Trigger } from './triggers.ts';

export type RecalculationCommand =
  | { kind: 'RecalculateCell'; site: Site; requestedBy: string; request: ManualRequest }
  | { kind: 'RecalculateFrom'; site: Site; requestedBy: string; operation: string; from?: string | undefined }
  | { kind: 'RecalculateAffected'; site: Site; requestedBy: string; trigger: Trigger };

export type RecalculationFacts = Omit<ManualFacts, 'site'> & { operation: OperationSpan | null };

export const decideRecalculation = (
  command: RecalculationCommand,
  _state: null,
  facts: RecalculationFacts,
): Decision<RecalculationRequested> => {
  const { site, requestedBy } = command;
  switch (command.kind) {
    case 'RecalculateCell': {
      const decision = decideManual(command.request, { ...facts, site });
      if (!decision.ok) return reject(decision.failure);
      const cell = decision.answer;
      return accept({
        type: 'RecalculationRequested',
        data: { site, operation: command.request.operation, from: cell.date, requestedBy, cell },
      });
    }
    case 'RecalculateFrom': {
      if (!facts.operation) return reject(fail('not_found', ERRORS.operationNotFound(command.operation)));
      return accept({
        type: 'RecalculationRequested',
        data: { site, operation: command.operation, from: command.from ?? facts.operation.startDate, requestedBy },
      });
    }
    case 'RecalculateAffected': {
      const { operation, from, through, codes, cause } = command.trigger;
      if (!facts.operation) return reject(fail('not_found', ERRORS.operationNotFound(operation)));
      return accept({
        type: 'RecalculationRequested',
        data: { site, operation, from, requestedBy, codes, cause, ...(through === undefined ? {} : { through }) },
      });
    }
    default:
      return assertNever(command);
  }
};
