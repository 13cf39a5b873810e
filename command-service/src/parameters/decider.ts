import {
  EDITABLE_LOOKUP_NAMES,
  LOOKUP_LABELS,
  PARAMETER_MESSAGES,
  SIGNATURE_MESSAGES,
  assertNever,
  limitsChanged,
  isCentralOffice,
  normaliseParameter,
  parseParameterCode,
  parameterLimitProblem,
  typeForCode,
  withCcfAnalysisDefaults,
  type CcfAnalysisDefaults,
  type DataScreenParameterBody,
  type LocalFlag,
  type ParameterEvent,
  type ParameterFields,
  type ParameterInput,
  type Signature,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';
import type { CodeLookups } from './codeLookups.ts';

export type ParameterState = { status: 'absent' } | { status: 'present'; localFlag: LocalFlag; fields: ParameterFields };

/**
 * The company's CCF settings a create or edit is decided against: at least the type and analysis codes
 * its input names (the handler looks those up in the read models; the demo seed passes every one).
 */
export interface CcfReferences {
  types: Pick<ReadonlySet<string>, 'has'>;
  analyses: Pick<ReadonlyMap<string, CcfAnalysisDefaults>, 'get'>;
}

/**
 * Commands act on the parameter `code` of `site` (always the acting user's current site). `reason`: why
 * (optional), kept with the old and new values in the parameter's history. `lookups`: the lists that hold
 * the parts of a new code (from the lookups' own streams).
 */
export type ParameterCommand =
  | {
      kind: 'CreateParameter';
      site: Site;
      code: string;
      input: ParameterInput;
      ccf: CcfReferences;
      lookups: CodeLookups;
      reason?: string | null;
    }
  | ({ kind: 'UpdateParameter'; site: Site; code: string; input: ParameterInput; ccf: CcfReferences; reason?: string | null } & Signing)
  | ({
      kind: 'UpdateParameterDisplay';
      site: Site;
      code: string;
      patch: Omit<DataScreenParameterBody, 'signature'>;
      reason?: string | null;
    } & Signing);

/**
 * An edit's signing: the signature the handler verified (the password through the sign-in limiter), and
 * whether the site requires one for changing limits; the decision asks for it only when limits change.
 */
export interface Signing {
  signature?: Signature | undefined;
  signatureRequired?: boolean;
}
const unsigned = (command: Signing, before: ParameterFields, after: Partial<ParameterFields>): boolean =>
  command.signatureRequired === true && !command.signature && limitsChanged(before, after);
const signedWith = (command: Signing) => (command.signature ? { signature: command.signature } : {});

export const parameterEvolver: Evolver<ParameterState, ParameterEvent> = {
  initialState: { status: 'absent' },
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

/** Every field of `next` already has its value in `current` (an update that changes nothing appends no event). */
const unchanged = <T extends object>(current: T, next: T): boolean =>
  (Object.keys(next) as (keyof T)[]).every((key) => current[key] === next[key]);

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
 * The stored fields of a create or edit, or its first problem. A named CCF analysis, then a named CCF
 * type, must exist in the CCF settings; the analysis fills an empty type and, when all four are empty,
 * the thresholds; then the limits must be consistent.
 */
const settleFields = (
  input: ParameterInput,
  centralOffice: boolean,
  ccf: CcfReferences,
): { fields: ParameterFields } | { problem: string } => {
  const fields = normaliseParameter(input, centralOffice);
  const analysis = fields.CCF_ANALYSIS === null ? undefined : ccf.analyses.get(fields.CCF_ANALYSIS);
  if (fields.CCF_ANALYSIS !== null && !analysis) return { problem: PARAMETER_MESSAGES.ccfAnalysisMissing(fields.CCF_ANALYSIS) };
  if (fields.CCF_TYPE !== null && !ccf.types.has(fields.CCF_TYPE)) return { problem: PARAMETER_MESSAGES.ccfTypeMissing(fields.CCF_TYPE) };
  const settled = analysis ? withCcfAnalysisDefaults(fields, analysis) : fields;
  const problem = parameterLimitProblem(settled);
  return problem === null ? { fields: settled } : { problem };
};

/**
 * A new code is composed of codes of the item, measurement and statistic lists, as the new-parameter
 * screen composes it from its dropdowns: the first part missing from its list, as a message; else null.
 */
const unlistedPart = (code: string, lookups: CodeLookups): string | null => {
  const parts = parseParameterCode(code);
  if (!parts) return PARAMETER_MESSAGES.notComposed;
  const missing = EDITABLE_LOOKUP_NAMES.find((name) => !lookups.has(name));
  return missing ? PARAMETER_MESSAGES.lookupMissing(LOOKUP_LABELS[missing], parts[missing]) : null;
};

/**
 * Spec 2 §4, §5 and the head-office rules: the fields are normalised (type rules, head office forces
 * precision 0 and no check limits, rollover or constant), their CCF type and analysis must exist (the
 * analysis supplying defaults), then the limits must be consistent.
 */
export const decideParameter = (command: ParameterCommand, state: ParameterState): Decision<ParameterEvent> => {
  const { site, code } = command;
  const reason = command.reason ?? null;
  const centralOffice = isCentralOffice(site);
  switch (command.kind) {
    case 'CreateParameter': {
      if (state.status === 'present') return reject(fail('conflict', PARAMETER_MESSAGES.alreadyExists));
      const unlisted = unlistedPart(code, command.lookups);
      if (unlisted) return reject(fail('validation', unlisted));
      const input = { ...command.input, PTYP_CODE: typeForCode(code, command.input.PTYP_CODE) };
      const settled = settleFields(input, centralOffice, command.ccf);
      if ('problem' in settled) return reject(fail('validation', settled.problem));
      return accept({
        type: 'ParameterCreated',
        data: { site, code, localFlag: centralOffice ? 'N' : 'Y', fields: settled.fields, reason },
      });
    }
    case 'UpdateParameter': {
      if (state.status !== 'present') return reject(fail('not_found', PARAMETER_MESSAGES.notFound(code)));
      const settled = settleFields(command.input, centralOffice, command.ccf);
      if ('problem' in settled) return reject(fail('validation', settled.problem));
      if (unchanged(state.fields, settled.fields)) return accept();
      if (unsigned(command, state.fields, settled.fields)) return reject(fail('validation', SIGNATURE_MESSAGES.required));
      const data = { site, code, fields: settled.fields, previous: state.fields, reason, ...signedWith(command) };
      return accept({ type: 'ParameterUpdated', data });
    }
    case 'UpdateParameterDisplay': {
      if (state.status !== 'present') return reject(fail('not_found', PARAMETER_MESSAGES.notFound(code)));
      const display = displayOf(state.fields, command.patch, centralOffice);
      const problem = parameterLimitProblem({ ...state.fields, ...display });
      if (problem) return reject(fail('validation', problem));
      if (unchanged(state.fields, display)) return accept();
      const { HEADING1, HEADING2, HEADING3, DISPLAY_PRECISION, UPPER_CHK_LIMIT, LOWER_CHK_LIMIT } = state.fields;
      const previous = { HEADING1, HEADING2, HEADING3, DISPLAY_PRECISION, UPPER_CHK_LIMIT, LOWER_CHK_LIMIT };
      if (unsigned(command, state.fields, display)) return reject(fail('validation', SIGNATURE_MESSAGES.required));
      return accept({ type: 'ParameterDisplayUpdated', data: { site, code, display, previous, reason, ...signedWith(command) } });
    }
    default:
      return assertNever(command);
  }
};

export const parameterDecider: Decider<ParameterCommand, ParameterState, ParameterEvent> = { ...parameterEvolver, decide: decideParameter };
