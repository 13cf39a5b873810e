import {
  PARAMETER_MESSAGES,
  assertNever,
  isCentralOffice,
  normaliseParameter,
  parameterLimitProblem,
  typeForCode,
  type DataScreenParameterBody,
  type LocalFlag,
  type ParameterEvent,
  type ParameterFields,
  type ParameterInput,
  type Site,
} from '@ftr/contracts';
import { fail } from '@ftr/infra/http/errors.ts';
import { accept, reject, type Decision, type Evolver } from '../shared/handleCommand.ts';

export type ParameterState =
  | { status: 'absent' }
  | { status: 'present'; localFlag: LocalFlag; fields: ParameterFields };

/** Commands act on the parameter `code` of `site` (always the acting user's current site). */
export type ParameterCommand =
  | { kind: 'CreateParameter'; site: Site; code: string; input: ParameterInput }
  | { kind: 'UpdateParameter'; site: Site; code: string; input: ParameterInput }
  | { kind: 'UpdateParameterDisplay'; site: Site; code: string; patch: DataScreenParameterBody };

export const parameterEvolver: Evolver<ParameterState, ParameterEvent> = {
  initial: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'ParameterCreated':
        return { status: 'present', localFlag: event.data.localFlag, fields: event.data.fields };
      case 'ParameterUpdated':
        return state.status === 'present' ? { ...state, fields: event.data.fields } : state;
      case 'ParameterDisplayUpdated':
        return state.status === 'present' ? { ...state, fields: { ...state.fields, ...event.data.display } } : state;
      default:
        return assertNever(event);
    }
  },
};

/** null clears, undefined keeps. */
const keepOr = <T>(next: T | undefined, current: T): T => (next === undefined ? current : next);
const blank = (value: string | null): string | null => (value === '' ? null : value);

const displayOf = (fields: ParameterFields, patch: DataScreenParameterBody, centralOffice: boolean) => ({
  HEADING1: patch.HEADING1 ?? fields.HEADING1,
  HEADING2: blank(keepOr(patch.HEADING2, fields.HEADING2)),
  HEADING3: blank(keepOr(patch.HEADING3, fields.HEADING3)),
  DISPLAY_PRECISION: centralOffice ? 0 : (patch.PRECISION ?? fields.DISPLAY_PRECISION),
  UPPER_CHK_LIMIT: centralOffice ? null : keepOr(patch.UPPER_CHECK, fields.UPPER_CHK_LIMIT),
  LOWER_CHK_LIMIT: centralOffice ? null : keepOr(patch.LOWER_CHECK, fields.LOWER_CHK_LIMIT),
});

/**
 * Spec 2 §4, §5 and the head-office rules: the fields are normalised (type rules, head office forces
 * precision 0 and no check limits, rollover or constant), then the limits must be consistent.
 */
export const decideParameter = (command: ParameterCommand, state: ParameterState): Decision<ParameterEvent> => {
  const { site, code } = command;
  const centralOffice = isCentralOffice(site);
  switch (command.kind) {
    case 'CreateParameter': {
      if (state.status === 'present') return reject(fail('conflict', PARAMETER_MESSAGES.alreadyExists));
      const input = { ...command.input, PTYP_CODE: typeForCode(code, command.input.PTYP_CODE) };
      const fields = normaliseParameter(input, centralOffice);
      const problem = parameterLimitProblem(fields);
      if (problem) return reject(fail('validation', problem));
      return accept({ type: 'ParameterCreated', data: { site, code, localFlag: centralOffice ? 'N' : 'Y', fields } });
    }
    case 'UpdateParameter': {
      if (state.status !== 'present') return reject(fail('not_found', PARAMETER_MESSAGES.notFound(code)));
      const fields = normaliseParameter(command.input, centralOffice);
      const problem = parameterLimitProblem(fields);
      if (problem) return reject(fail('validation', problem));
      return accept({ type: 'ParameterUpdated', data: { site, code, fields } });
    }
    case 'UpdateParameterDisplay': {
      if (state.status !== 'present') return reject(fail('not_found', PARAMETER_MESSAGES.notFound(code)));
      const display = displayOf(state.fields, command.patch, centralOffice);
      const problem = parameterLimitProblem({ ...state.fields, ...display });
      if (problem) return reject(fail('validation', problem));
      return accept({ type: 'ParameterDisplayUpdated', data: { site, code, display } });
    }
    default:
      return assertNever(command);
  }
};
