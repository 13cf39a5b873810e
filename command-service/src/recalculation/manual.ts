// Manual recalculation (spec 3 §"Recalculation", §9), pure: a real date and hour to the factory cell to
// recalculate, with the checks the dialog's fields need.
import {
  RECALC_MESSAGES,
  addDays,
  dailyValueHour,
  isHourlyCode,
  realToFactory,
  type FactoryHour,
  type ParameterType,
  fail,
  type Failure,
} from '@ftr/contracts';
import { acceptWith, reject, type Decision } from '../shared/decider.ts';
import type { OperationSpan } from './plan.ts';

export interface ManualRequest {
  code: string;
  /** Real (calendar) date and hour 1..24; 24 is midnight at the end of the date. */
  date: string;
  hour: number;
  operation: string;
}

export interface ManualFacts {
  site: string;
  parameter: { PTYP_CODE: ParameterType } | null;
  /** The code is the calculated side of at least one dependency. */
  hasInputs: boolean;
  operation: OperationSpan | null;
}

/** A check that writes nothing itself: accepted, it answers the cell the request event names. */
export type ManualDecision = Decision<never, { code: string } & FactoryHour>;

/**
 * The factory cell of a real date and hour: real time is factory time - 17 hours, hour 24 being 00:00
 * of the next date, so real hour h of date D is factory hour h - 7 of D + 1 (h > 7) or h + 17 of D
 * (h <= 7); daily values sit at real hour 7 (the factory day's last hour). The clock-change days follow
 * the time module (on the spring day real hour 1 does not exist; the autumn day's repeated 01:00 is the first).
 */
export const manualCell = (request: ManualRequest): FactoryHour | Failure => {
  try {
    return realToFactory(request.date, request.hour);
  } catch {
    return fail(
      'validation',
      Number.isInteger(request.hour) && request.hour >= 1 && request.hour <= 24
        ? RECALC_MESSAGES.missingHour(request.date, request.hour)
        : RECALC_MESSAGES.hourRange,
    );
  }
};

const isFailure = (value: FactoryHour | Failure): value is Failure => 'kind' in value;

/** Checks a manual request against the parameter and operation and answers the factory cell to recalculate. */
export const decideManual = (request: ManualRequest, facts: ManualFacts): ManualDecision => {
  if (!facts.parameter) return reject(fail('validation', RECALC_MESSAGES.parameterNotFound(request.code, facts.site)));
  if (facts.parameter.PTYP_CODE !== 'SIM') return reject(fail('validation', RECALC_MESSAGES.notCalculated(request.code)));
  if (!facts.hasInputs) return reject(fail('validation', RECALC_MESSAGES.noInputs(request.code)));
  const cell = manualCell(request);
  if (isFailure(cell)) return reject(cell);
  if (!isHourlyCode(request.code) && cell.hour !== dailyValueHour(cell.date))
    return reject(fail('validation', RECALC_MESSAGES.dailyHour(request.code)));
  if (!facts.operation) return reject(fail('validation', `Operation ${request.operation} does not exist at ${facts.site}`));
  if (cell.date < facts.operation.startDate || cell.date > addDays(facts.operation.endDate, 1)) {
    return reject(fail('validation', RECALC_MESSAGES.outsideOperation(request.operation)));
  }
  return acceptWith({ code: request.code, ...cell });
};
