import {
  REPORT_ERRORS as E,
  REPORT_MESSAGES as M,
  SHARED,
  applyParameterEvent,
  archiveFailure,
  assertNever,
  changeFailure,
  createsKind,
  fail,
  isCentralOffice,
  isParameterEvent,
  sharingFailure,
  type DefinitionActor,
  type DefinitionFields,
  type DefinitionKind,
  type DefinitionParameter,
  type ReportEvent,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision, type Evolver } from '../shared/decider.ts';

export interface DefinitionRecord {
  id: number;
  site: Site;
  kind: DefinitionKind;
  owner: string;
  fields: DefinitionFields;
  params: DefinitionParameter[];
  /** The next parameter number (never reused, so parameter ids stay unique). */
  nextParamNo: number;
}
export type DefinitionState =
  { status: 'absent' } | { status: 'archived'; id: number; site: Site; kind: DefinitionKind } | ({ status: 'present' } & DefinitionRecord);
export type PresentDefinition = Extract<DefinitionState, { status: 'present' }>;

export const definitionEvolver: Evolver<DefinitionState, ReportEvent> = {
  initialState: { status: 'absent' },
  evolve(state, event) {
    switch (event.type) {
      case 'ReportDefinitionCreated': {
        const { id, site, kind, owner, fields } = event.data;
        return { status: 'present', id, site, kind, owner, fields, params: [], nextParamNo: 1 };
      }
      case 'ReportDefinitionUpdated':
        return state.status === 'present' ? { ...state, fields: event.data.fields } : state;
      case 'ReportDefinitionArchived':
        return { status: 'archived', id: event.data.id, site: event.data.site, kind: event.data.kind };
      case 'ReportParameterAdded':
      case 'ReportParameterRemoved':
      case 'ReportParametersSwapped':
      case 'ReportParametersCleared': {
        if (state.status !== 'present' || !isParameterEvent(event)) return state;
        const nextParamNo = event.type === 'ReportParameterAdded' ? Math.max(state.nextParamNo, event.data.paramNo + 1) : state.nextParamNo;
        return { ...state, params: applyParameterEvent(state.params, event), nextParamNo };
      }
      default:
        return assertNever(event);
    }
  },
};

/** What the handler read of the parameter being added, from its own stream (decide stays pure). */
export interface ParameterCheck {
  exists: boolean;
  headings: [string, string, string];
}

export type DefinitionCommand = { actor: DefinitionActor } & (
  | { kind: 'CreateDefinition'; id: number; definitionKind: DefinitionKind; fields: DefinitionFields }
  | { kind: 'UpdateDefinition'; id: number; definitionKind: DefinitionKind; fields: DefinitionFields }
  | { kind: 'ArchiveDefinition'; id: number; definitionKind: DefinitionKind }
  | { kind: 'AddParameter'; id: number; code: string; site: Site; parameter: ParameterCheck }
  | { kind: 'RemoveParameter'; id: number; parameterId: string; paramNo: number }
  | { kind: 'SwapParameters'; id: number; parameterId: string; paramNo: number; otherId: string; otherNo: number }
  | { kind: 'ClearParameters'; id: number }
);

const notFound = (id: number, kind?: DefinitionKind) => fail('not_found', kind === 'GRABBER' ? E.grabberNotFound(id) : E.notFound(id));

/** The definition as the actor may change it, or why not (of the kind the route names, when it names one). */
export const changeable = (state: DefinitionState, id: number, actor: DefinitionActor, kind?: DefinitionKind) => {
  if (state.status !== 'present' || (kind !== undefined && state.kind !== kind)) return reject<ReportEvent>(notFound(id, kind));
  const failure = changeFailure({ ...state, reportType: state.fields.reportType, accessLevel: state.fields.accessLevel }, actor);
  return failure ? reject<ReportEvent>(failure) : state;
};
export const isDecision = (value: PresentDefinition | Decision<ReportEvent>): value is Decision<ReportEvent> => 'ok' in value;

const sameFields = (a: DefinitionFields, b: DefinitionFields) =>
  (Object.keys(a) as (keyof DefinitionFields)[]).every((key) => a[key] === b[key]);
const placeOf = (def: PresentDefinition, paramNo: number) => def.params.findIndex((p) => p.paramNo === paramNo);
const missing = (parameterId: string) => reject<ReportEvent>(fail('not_found', E.parameterNotFound(parameterId)));

export const decideDefinition = (command: DefinitionCommand, state: DefinitionState): Decision<ReportEvent> => {
  const { actor } = command;
  if (command.kind === 'CreateDefinition') {
    const kind = command.definitionKind;
    if (!createsKind(kind, actor.flags)) return reject(fail('forbidden', kind === 'REPORT' ? E.noReportRights : E.noGrabberRights));
    const sharing = sharingFailure(kind, command.fields.reportType, command.fields.categoryId, actor.flags);
    if (sharing) return reject(sharing);
    if (state.status !== 'absent') return reject(fail('conflict', E.idsBusy));
    return accept({
      type: 'ReportDefinitionCreated',
      data: { id: command.id, site: actor.site, kind, owner: actor.username, fields: command.fields },
    });
  }
  // Clear Codes on a shared one says why it cannot (spec 1 §4), whoever asks.
  if (command.kind === 'ClearParameters' && state.status === 'present' && state.site === actor.site && state.fields.reportType === SHARED) {
    return reject(fail('validation', M.cannotClearShared));
  }
  if (command.kind === 'ArchiveDefinition') {
    if (state.status !== 'present' || state.kind !== command.definitionKind) return reject(notFound(command.id, command.definitionKind));
    const failure = archiveFailure({ ...state, reportType: state.fields.reportType, accessLevel: state.fields.accessLevel }, actor);
    return failure
      ? reject(failure)
      : accept({ type: 'ReportDefinitionArchived', data: { id: state.id, site: state.site, kind: state.kind } });
  }
  const kindOf = command.kind === 'UpdateDefinition' ? command.definitionKind : undefined;
  const def = changeable(state, command.id, actor, kindOf);
  if (isDecision(def)) return def;
  const ref = { id: def.id, site: def.site, kind: def.kind };
  switch (command.kind) {
    case 'UpdateDefinition': {
      const sharing = sharingFailure(def.kind, command.fields.reportType, command.fields.categoryId, actor.flags);
      if (sharing) return reject(sharing);
      if (sameFields(def.fields, command.fields)) return accept();
      return accept({ type: 'ReportDefinitionUpdated', data: { ...ref, fields: command.fields } });
    }
    case 'AddParameter': {
      const { code, site } = command;
      if (!isCentralOffice(def.site) && site !== def.site) return reject(fail('forbidden', E.otherSiteParameter));
      if (!command.parameter.exists) return reject(fail('not_found', E.parameterMissing(code, site)));
      if (def.params.some((p) => p.code === code && p.site === site)) return reject(fail('conflict', E.parameterExists(code, site)));
      const [heading1, heading2, heading3] = command.parameter.headings;
      return accept({
        type: 'ReportParameterAdded',
        data: { ...ref, paramNo: def.nextParamNo, code, paramSite: site, heading1, heading2, heading3 },
      });
    }
    case 'RemoveParameter':
      if (placeOf(def, command.paramNo) < 0) return missing(command.parameterId);
      return accept({ type: 'ReportParameterRemoved', data: { ...ref, paramNo: command.paramNo } });
    case 'SwapParameters': {
      const a = placeOf(def, command.paramNo);
      const b = placeOf(def, command.otherNo);
      if (a < 0) return missing(command.parameterId);
      if (b < 0) return missing(command.otherId);
      // Up and down swap with the neighbour (spec 2 §4): the first cannot go up, the last cannot go down.
      if (Math.abs(a - b) !== 1) return reject(fail('validation', E.notNeighbours));
      return accept({ type: 'ReportParametersSwapped', data: { ...ref, paramNo: command.paramNo, otherNo: command.otherNo } });
    }
    case 'ClearParameters':
      return def.params.length === 0 ? accept() : accept({ type: 'ReportParametersCleared', data: ref });
    default:
      return assertNever(command);
  }
};

export const definitionDecider: Decider<DefinitionCommand, DefinitionState, ReportEvent> = {
  ...definitionEvolver,
  decide: decideDefinition,
};
