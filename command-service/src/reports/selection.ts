import type { DefinitionActor, DefinitionFields, ReportEvent, Site } from '@ftr/contracts';
import { accept, type Decider, type Decision } from '../shared/decider.ts';
import { decideDefinition, definitionEvolver, type DefinitionState, type ParameterCheck } from './decider.ts';

const applyTo = (state: DefinitionState, event: ReportEvent): DefinitionState => definitionEvolver.evolve(state, event);

export interface SelectionCommand {
  id: number;
  fields: DefinitionFields;
  actor: DefinitionActor;
  /** Each picked parameter with what its own stream says of it (decide stays pure). */
  parameters: { site: Site; code: string; check: ParameterCheck }[];
}

/**
 * Keep a grabber selection (POST /grabber/selection): a new personal grabber `id` and its parameters in
 * the order picked, in one append, each through the same rules as adding one (its site, that it exists,
 * no repeat). The first refusal refuses it all.
 */
export const decideSelection = (command: SelectionCommand, state: DefinitionState): Decision<ReportEvent> => {
  const base = { actor: command.actor, id: command.id };
  const created = decideDefinition({ ...base, kind: 'CreateDefinition', definitionKind: 'GRABBER', fields: command.fields }, state);
  if (!created.ok) return created;
  const events: ReportEvent[] = [...created.events];
  let current = state;
  for (const event of created.events) current = applyTo(current, event);
  for (const p of command.parameters) {
    const added = decideDefinition({ ...base, kind: 'AddParameter', code: p.code, site: p.site, parameter: p.check }, current);
    if (!added.ok) return added;
    for (const event of added.events) current = applyTo(current, event);
    events.push(...added.events);
  }
  return accept(...events);
};

export const selectionDecider: Decider<SelectionCommand, DefinitionState, ReportEvent> = { ...definitionEvolver, decide: decideSelection };
