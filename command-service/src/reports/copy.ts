import { REPORT_MESSAGES as M, canSee, type DefinitionFields, type DefinitionViewer, type ReportEvent, fail } from '@ftr/contracts';
import { accept, reject, type Decider, type Decision } from '../shared/decider.ts';
import { decideDefinition, definitionEvolver, type DefinitionState } from './decider.ts';

export interface CopyCommand {
  id: number;
  sourceId: number;
  fields: DefinitionFields;
  viewer: DefinitionViewer;
}

/**
 * Save As (spec 1 §3, POST /grabber {name, sourceId}): a new grabber `id` with the source's parameters in
 * order, headings as the source has them. The source is one the user can see ('invalid report' otherwise);
 * decided on the source's state and appended to the new stream.
 */
export const decideCopy = (command: CopyCommand, copy: DefinitionState, source: DefinitionState): Decision<ReportEvent> => {
  const { viewer } = command;
  if (source.status !== 'present') return reject(fail('not_found', M.invalidReport));
  const facts = { ...source, reportType: source.fields.reportType, accessLevel: source.fields.accessLevel };
  if (!canSee(facts, viewer)) return reject(fail('not_found', M.invalidReport));
  const created = decideDefinition(
    { kind: 'CreateDefinition', actor: viewer, id: command.id, definitionKind: 'GRABBER', fields: command.fields },
    copy,
  );
  if (!created.ok) return created;
  const ref = { id: command.id, site: viewer.site, kind: 'GRABBER' as const };
  const [first] = created.events;
  const events: ReportEvent[] = source.params.map((p, i) => ({
    type: 'ReportParameterAdded',
    data: { ...ref, paramNo: i + 1, code: p.code, paramSite: p.site, heading1: p.heading1, heading2: p.heading2, heading3: p.heading3 },
  }));
  return first?.type === 'ReportDefinitionCreated'
    ? accept({ ...first, data: { ...first.data, copiedFrom: command.sourceId } }, ...events)
    : created;
};

/** A copy is decided on its new stream; the source definition (another stream) is its fact. */
export const copyDecider: Decider<CopyCommand, DefinitionState, ReportEvent, DefinitionState> = {
  ...definitionEvolver,
  decide: decideCopy,
};
