import {
  CCF_ANALYSIS_FIELDS,
  CCF_SETTINGS_MESSAGES as M,
  analysisTypeErrors,
  assertNever,
  fieldMessage,
  firstFieldError,
  limitOrderErrors,
  uniquenessErrors,
  type CcfAnalysisData,
  type CcfAnalysisField,
  type CcfAnalysisSaved,
  type CcfSettingsEvent,
  type FieldErrors,
  fail,
  type FailureKind,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

/** Every CCF type (code to name) and analysis (code to record), folded from the company stream. */
export interface CcfSettingsState {
  types: ReadonlyMap<string, string>;
  analyses: ReadonlyMap<string, CcfAnalysisData>;
}

type CcfAnalysisSavedPrevious = CcfAnalysisSaved['data']['previous'];

/** Commands carry normalised input (codes upper-cased, names trimmed: the contract's schemas do it). */
export type CcfSettingsCommand =
  | { kind: 'SaveCcfType'; code: string; name: string }
  /** `parameterCount`: parameters of any site naming the type (read by the handler). */
  | { kind: 'DeleteCcfType'; code: string; parameterCount: number }
  | { kind: 'CreateCcfAnalysis'; analysis: CcfAnalysisData; reason?: string | null }
  /** `reason`: why (optional), kept with the old and new values in the master-data history. */
  | { kind: 'UpdateCcfAnalysis'; analysis: CcfAnalysisData; reason?: string | null }
  /** `parameterCount`: how many parameters (any site) use the analysis, from the parameters read model. */
  | { kind: 'DeleteCcfAnalysis'; code: string; parameterCount: number };

const withEntry = <V>(map: ReadonlyMap<string, V>, key: string, value: V | undefined): ReadonlyMap<string, V> => {
  const next = new Map(map);
  if (value === undefined) next.delete(key);
  else next.set(key, value);
  return next;
};

export const ccfSettingsEvolver: Evolver<CcfSettingsState, CcfSettingsEvent> = {
  initialState: { types: new Map(), analyses: new Map() },
  evolve(state, event) {
    switch (event.type) {
      case 'CcfTypeSaved':
        return { ...state, types: withEntry(state.types, event.data.code, event.data.name) };
      case 'CcfTypeDeleted':
        return { ...state, types: withEntry(state.types, event.data.code, undefined) };
      case 'CcfAnalysisSaved': {
        const { created: _created, previous: _previous, reason: _reason, ...analysis } = event.data;
        return { ...state, analyses: withEntry(state.analyses, analysis.code, analysis) };
      }
      case 'CcfAnalysisDeleted':
        return { ...state, analyses: withEntry(state.analyses, event.data.code, undefined) };
      default:
        return assertNever(event);
    }
  },
};

const typeList = (state: CcfSettingsState) => [...state.types].map(([code, name]) => ({ code, name }));

/** What an analysis was before a save (null: it is being created). */
const previousOf = (current: CcfAnalysisData | undefined): CcfAnalysisSavedPrevious => {
  if (!current) return null;
  const { code: _code, ...rest } = current;
  return rest;
};

/** The first error of a map as a refusal naming its field, or null. */
const refusal = <K extends string>(kind: FailureKind, errors: FieldErrors<K>, order: readonly K[]) => {
  const first = firstFieldError(errors, order);
  return first ? reject<CcfSettingsEvent>(fail(kind, fieldMessage(first.field, first.message))) : null;
};

const saveAnalysis = (
  state: CcfSettingsState,
  analysis: CcfAnalysisData,
  mode: 'insert' | 'update',
  reason: string | null,
): Decision<CcfSettingsEvent> => {
  const current = state.analyses.get(analysis.code);
  if (mode === 'update' && !current) return reject(fail('not_found', M.analysisNotFound(analysis.code)));
  // Saving what the analysis already is changes nothing: no event.
  if (mode === 'update' && current && CCF_ANALYSIS_FIELDS.every((field) => current[field] === analysis[field])) return accept();
  const taken: FieldErrors<CcfAnalysisField> = uniquenessErrors(analysis, [...state.analyses.values()], mode);
  const invalid: FieldErrors<CcfAnalysisField> = { ...analysisTypeErrors(analysis.type, typeList(state)), ...limitOrderErrors(analysis) };
  return (
    refusal('conflict', taken, CCF_ANALYSIS_FIELDS) ??
    refusal('validation', invalid, CCF_ANALYSIS_FIELDS) ??
    accept({ type: 'CcfAnalysisSaved', data: { ...analysis, created: mode === 'insert', previous: previousOf(current), reason } })
  );
};

/**
 * Spec 3 §5 rules on the folded company state: a type's name is unique (POST with a known code renames
 * it); an analysis's code (on insert) and name are unique, its type exists, its limits are ordered; a
 * type used by an analysis, or an analysis used by a parameter, cannot be deleted.
 */
export const decideCcfSettings = (command: CcfSettingsCommand, state: CcfSettingsState): Decision<CcfSettingsEvent> => {
  switch (command.kind) {
    case 'SaveCcfType': {
      const { code, name } = command;
      const created = !state.types.has(code);
      if (state.types.get(code) === name) return accept(); // renaming to its own name changes nothing
      const taken = uniquenessErrors({ code, name }, typeList(state), created ? 'insert' : 'update');
      return refusal('conflict', taken, ['code', 'name']) ?? accept({ type: 'CcfTypeSaved', data: { code, name, created } });
    }
    case 'DeleteCcfType': {
      const { code } = command;
      if (!state.types.has(code)) return reject(fail('not_found', M.typeNotFound(code)));
      if ([...state.analyses.values()].some((a) => a.type === code)) return reject(fail('conflict', M.typeInUse(code)));
      if (command.parameterCount > 0) return reject(fail('conflict', M.analysisInUse(code)));
      return accept({ type: 'CcfTypeDeleted', data: { code } });
    }
    case 'CreateCcfAnalysis':
      return saveAnalysis(state, command.analysis, 'insert', command.reason ?? null);
    case 'UpdateCcfAnalysis':
      return saveAnalysis(state, command.analysis, 'update', command.reason ?? null);
    case 'DeleteCcfAnalysis': {
      const { code } = command;
      if (!state.analyses.has(code)) return reject(fail('not_found', M.analysisNotFound(code)));
      if (command.parameterCount > 0) return reject(fail('conflict', M.analysisInUse(code)));
      return accept({ type: 'CcfAnalysisDeleted', data: { code } });
    }
    default:
      return assertNever(command);
  }
};

export const ccfSettingsDecider: Decider<CcfSettingsCommand, CcfSettingsState, CcfSettingsEvent> = {
  ...ccfSettingsEvolver,
  decide: decideCcfSettings,
};
