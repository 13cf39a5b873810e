// Label intents as their writer settles them (docs/ccf.md): data entry and recalculation append the
// values with their label intents, then hand each intent, in order, to the CCF pair before answering, so
// the CCF it raises exists when the answer returns. The CCF manager (manager.ts) settles any they did not
// (a process stopped in between); an intent already settled writes nothing again. A resubmission (the
// client's retry, or the manager writing a CCF data value's submission first) settles the original's
// intents again before answering, with their own metadata, so its answer too comes after the CCFs moved.
import type { AnyStoredEvent, CcfLabelIntent, ValuesStreamEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { AppendResult } from '@ftr/infra/eventstore/port.ts';
import { dispatchPair, intentCommand, type PairOutcome } from './pair.ts';
import { intentKey } from './state.ts';

/** A CCF an answer reports: raised (or found open) for a 'New CCF', moved to R for a 'Pending Close'. */
export interface SubmittedCcf {
  code: string;
  id: string;
  action: 'raised' | 'pendingClose';
}

export interface WeekIntent {
  key: string;
  intent: CcfLabelIntent['data'];
}

/** The label intents among a values append, with their keys (week stream and revision). */
export const appendedIntents = (
  stream: string,
  events: readonly (ValuesStreamEvent | AnyStoredEvent)[],
  result: Pick<AppendResult, 'nextRevision'>,
): WeekIntent[] => {
  const first = result.nextRevision - events.length + 1;
  return events.flatMap((event, i) => (event.type === 'CcfLabelIntent' ? [{ key: intentKey(stream, first + i), intent: event.data }] : []));
};

/** Settles one intent on its pair (idempotent by its key). */
export const settleIntent = (store: CatalogueEventStore, { key, intent }: WeekIntent, metadata: AppendMetadata): Promise<PairOutcome> =>
  dispatchPair(store, intentCommand(key, intent), { ...metadata, causationId: key });

const reported = (intent: WeekIntent, outcome: PairOutcome): SubmittedCcf[] => {
  if (outcome.id === null || outcome.kind === 'unchanged') return [];
  return [{ code: intent.intent.parameter, id: outcome.id, action: outcome.kind === 'pendingClose' ? 'pendingClose' : 'raised' }];
};

/** Settles intents in order: the CCFs raised or moved and the last position written (a failure: logged, left to the manager). */
const settleAll = async (
  store: CatalogueEventStore,
  stream: string,
  intents: readonly (WeekIntent & { metadata: AppendMetadata })[],
  position: bigint,
  logger?: { warn(o: object, m?: string): void },
): Promise<{ ccfs: SubmittedCcf[]; position: bigint }> => {
  const ccfs: SubmittedCcf[] = [];
  let last = position;
  try {
    for (const intent of intents) {
      const outcome = await settleIntent(store, intent, intent.metadata);
      ccfs.push(...reported(intent, outcome));
      if (outcome.position > last) last = outcome.position;
    }
  } catch (err) {
    logger?.warn({ err, stream }, 'CCF label intents not settled yet; the CCF manager will');
  }
  return { ccfs, position: last };
};

/**
 * Settles a values append's intents in order, before the answer: the CCFs they raised or moved, and the
 * last position written. The values are written whatever happens here: a failure is logged and left to
 * the CCF manager.
 */
export const settleAppended = (
  store: CatalogueEventStore,
  stream: string,
  events: readonly ValuesStreamEvent[],
  result: Pick<AppendResult, 'nextRevision' | 'position'>,
  metadata: AppendMetadata,
  logger?: { warn(o: object, m?: string): void },
): Promise<{ ccfs: SubmittedCcf[]; position: bigint }> =>
  settleAll(
    store,
    stream,
    appendedIntents(stream, events, result).map((intent) => ({ ...intent, metadata })),
    result.position,
    logger,
  );

/**
 * Settles again the intents a submission already on the week stream wrote (each with the metadata it was
 * written with: the author is the original's, whoever settles it), before a resubmission's answer.
 */
export const settleWritten = async (
  store: CatalogueEventStore,
  stream: string,
  submissionId: string,
  position: bigint,
  logger?: { warn(o: object, m?: string): void },
): Promise<{ ccfs: SubmittedCcf[]; position: bigint }> => {
  const written = (await store.readStream(stream)).flatMap((event) =>
    event.type === 'CcfLabelIntent' && event.metadata.submissionId === submissionId
      ? [{ key: intentKey(stream, event.revision), intent: event.data, metadata: event.metadata }]
      : [],
  );
  return settleAll(store, stream, written, position, logger);
};
