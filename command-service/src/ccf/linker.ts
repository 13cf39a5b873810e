// Raises and pending closes that a store written before the CCF was one aggregate keeps on its values
// week streams (docs/ccf.md, "Old stores"): the CCF manager copies each onto the CCF's own stream
// `ccf-{id}`, once. A copy carries its week event's key (stream and revision) as its causation id, and
// a copy whose key the stream already holds writes nothing, so replays and replicas copy safely.
import { ccfStream, type AnyStoredEvent, type CcfLegacyWeekEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { accept } from '../shared/decider.ts';
import { handleCommand, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import { ccfEvolver, linkKey, type CcfState } from './state.ts';

/** A legacy CCF event of a values week stream, where it stands there. */
export interface WeekCcfEvent {
  stream: string;
  revision: number;
  event: CcfLegacyWeekEvent;
  metadata: AppendMetadata;
}

/** The copy of one week event: nothing when the CCF's stream already has it. */
export const decideLink = (key: string, event: CcfLegacyWeekEvent, state: CcfState) =>
  state.linked.has(key) ? accept<CcfLegacyWeekEvent>() : accept<CcfLegacyWeekEvent>(event);

/** Copies one week event onto its CCF's stream, once (a lost race re-reads the stream and finds it there). */
export const linkCcfEvent = async (eventStore: CatalogueEventStore, { stream, revision, event, metadata }: WeekCcfEvent): Promise<void> => {
  const key = linkKey(stream, revision);
  const spec: CommandSpec<CcfLegacyWeekEvent, CcfState, CcfLegacyWeekEvent, undefined> = {
    stream: ccfStream(event.data.id),
    evolver: ccfEvolver,
    loadFacts: noFacts,
    decide: (command, state) => decideLink(key, command, state),
  };
  await handleCommand(eventStore, spec, event, { ...metadata, causationId: key });
};

/** Whether a stream is a CCF's own (where copies and every new raise live), not a values week stream. */
const isCcfStream = (stream: string): boolean => stream.startsWith(ccfStream(''));

/** A stored week event as the copy it becomes (type and data), or null for any other event or stream. */
export const legacyWeekEvent = (stored: AnyStoredEvent): CcfLegacyWeekEvent | null => {
  if (isCcfStream(stored.stream)) return null;
  switch (stored.type) {
    case 'CcfRaised':
      return { type: stored.type, data: stored.data };
    case 'CcfPendingClose':
      return { type: stored.type, data: stored.data };
    default:
      return null;
  }
};
