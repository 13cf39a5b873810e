// The CCF linker (a process manager, docs/ccf.md): a CCF raised or moved to R by values is decided and
// appended with those values, in one append to the values week stream (atomic with the value that
// raised it); the linker then copies each such event onto the CCF's own stream `ccf-{id}`, which makes
// that stream the whole history of the CCF and the only state its decisions are made on. Each copy is
// written once: it carries the week event's key (stream and revision) as its causation id, and a copy
// whose key the stream already holds writes nothing. Data entry and recalculation link their own events
// right after appending them; the linker reactor follows the log and links whatever they did not (a
// process stopped between the two appends), so every week CCF event reaches its stream.
import { ccfStream, type AnyStoredEvent, type CcfValuesStreamEvent, type ValuesStreamEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { AppendResult } from '@ftr/infra/eventstore/port.ts';
import { accept, handleCommand, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import type { Reactor } from '../shared/reactor.ts';
import { ccfEvolver, linkKey, type CcfState } from './state.ts';

/** A CCF event of a values week stream, where it stands there. */
export interface WeekCcfEvent {
  stream: string;
  revision: number;
  event: CcfValuesStreamEvent;
  metadata: AppendMetadata;
}

const LINKED_TYPES: readonly CcfValuesStreamEvent['type'][] = ['CcfRaised', 'CcfPendingClose'];

/** The copy of one week event: nothing when the CCF's stream already has it. */
export const decideLink = (key: string, event: CcfValuesStreamEvent, state: CcfState) =>
  state.linked.has(key) ? accept<CcfValuesStreamEvent>() : accept<CcfValuesStreamEvent>(event);

/** Copies one week event onto its CCF's stream, once (a lost race re-reads the stream and finds it there). */
export const linkCcfEvent = async (eventStore: CatalogueEventStore, { stream, revision, event, metadata }: WeekCcfEvent): Promise<void> => {
  const key = linkKey(stream, revision);
  const spec: CommandSpec<CcfValuesStreamEvent, CcfState, CcfValuesStreamEvent, undefined> = {
    stream: ccfStream(event.data.id),
    evolver: ccfEvolver,
    loadFacts: noFacts,
    decide: (command, state) => decideLink(key, command, state),
  };
  await handleCommand(eventStore, spec, event, { ...metadata, causationId: key });
};

/** A values week stream's CCF event as the linker copies it (type and data), or null for any other event. */
const ccfPart = (event: AnyStoredEvent | ValuesStreamEvent): CcfValuesStreamEvent | null => {
  switch (event.type) {
    case 'CcfRaised':
      return { type: event.type, data: event.data };
    case 'CcfPendingClose':
      return { type: event.type, data: event.data };
    default:
      return null;
  }
};

/** The CCF events among a values append (its events in order, and where the append put them), to link. */
export const appendedCcfEvents = (
  stream: string,
  events: readonly ValuesStreamEvent[],
  result: Pick<AppendResult, 'nextRevision'>,
  metadata: AppendMetadata,
): WeekCcfEvent[] => {
  const first = result.nextRevision - events.length + 1;
  return events.flatMap((stored, i) => {
    const event = ccfPart(stored);
    return event ? [{ stream, revision: first + i, event, metadata }] : [];
  });
};

/** Links week events in their order (a raise before the pending close that follows it). */
export const linkCcfEvents = async (eventStore: CatalogueEventStore, events: readonly WeekCcfEvent[]): Promise<void> => {
  for (const event of events) await linkCcfEvent(eventStore, event);
};

/** Whether a stream is a CCF's own (where copies and operator raises live), not a values week stream. */
const isCcfStream = (stream: string): boolean => stream.startsWith(ccfStream(''));

/** The linker reactor: links every week CCF event the log holds (idempotent: a linked one writes nothing). */
export const ccfLinker = (eventStore: CatalogueEventStore): Reactor => ({
  name: 'ccf-linker',
  handles: LINKED_TYPES,
  async react(stored: AnyStoredEvent) {
    const event = isCcfStream(stored.stream) ? null : ccfPart(stored);
    if (event) await linkCcfEvent(eventStore, { stream: stored.stream, revision: stored.revision, event, metadata: stored.metadata });
  },
});

/**
 * Links the CCF events a values append has just written, before the request is answered (so the CCF's
 * stream is complete when the user acts on it). The values are written whatever happens here: a failure
 * is left to the linker reactor, and a CCF command meanwhile answers 503 with a retry hint.
 */
export const linkAppended = async (
  eventStore: CatalogueEventStore,
  stream: string,
  events: readonly ValuesStreamEvent[],
  result: Pick<AppendResult, 'nextRevision'>,
  metadata: AppendMetadata,
  logger?: { warn(o: object, m?: string): void },
): Promise<void> => {
  const linked = appendedCcfEvents(stream, events, result, metadata);
  if (linked.length === 0) return;
  try {
    await linkCcfEvents(eventStore, linked);
  } catch (err) {
    logger?.warn({ err, stream }, 'CCF events not linked yet; the linker reactor will');
  }
};
