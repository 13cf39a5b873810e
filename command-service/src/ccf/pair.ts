// The CCF pair's write path (docs/ccf.md): a raise or pending close of a parameter and operation is
// decided on the pair's stream at its expected revision (pairDecider.ts), then written on the CCF's own
// stream `ccf-{id}` at that stream's expected revision. Both writes are idempotent, so whoever finds the
// second one missing (the next decision of the pair, the CCF manager after a crash) completes it.
import {
  ccfPairStream,
  ccfStream,
  type CcfEvent,
  type CcfLabelIntent,
  type CcfPendingClose,
  type CcfRaised,
  type CcfCommentAdded,
  type CcfPairEvent,
} from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { CcfFact } from '../shared/readModels.ts';
import { accept, fold } from '../shared/decider.ts';
import { handleCommand, noFacts, type CommandSpec } from '../shared/handleCommand.ts';
import {
  decidePair,
  type Pair,
  type PairAnswer,
  type PairCommand,
  type PairDecision,
  type PairFacts,
  type PairHead,
} from './pairDecider.ts';
import { pairCcfId } from './pairId.ts';
import { pairEvolver, type PairState, type Sequenced } from './pairState.ts';
import { ccfEvolver, liveCcf, type CcfState } from './state.ts';

type Store = Pick<CatalogueEventStore, 'readStream'>;

const statusOf = (state: CcfState): NonNullable<PairHead['head']>['status'] => (state.deleted ? 'C' : (state.ccf?.STATUS ?? 'raising'));

/**
 * The pair's latest CCF, read from the CCF streams (never a read model): from the pair's next sequence on,
 * every `ccf-{pairCcfId(…, n)}` that exists is the pair's (a store written before the pair stream holds
 * its CCFs only there); the last of them is the head, its status its stream's.
 */
export const loadPairHead = async (store: Store, pair: Pair, state: PairState): Promise<PairHead> => {
  const idOf = (n: number) => pairCcfId(pair.site, pair.parameter, pair.operation, n);
  let next = state.next;
  let latest: CcfState | null = null;
  for (;;) {
    const events = await store.readStream(ccfStream(idOf(next)));
    if (events.length === 0) break;
    latest = fold(ccfEvolver, events);
    next += 1;
  }
  if (next === 0) return { next, head: null };
  const id = idOf(next - 1);
  const head = latest ?? fold(ccfEvolver, await store.readStream(ccfStream(id)));
  return { next, head: { id, status: statusOf(head) } };
};

const written = (metadata: AppendMetadata, cause: string | null): AppendMetadata =>
  cause === null ? metadata : { ...metadata, causationId: cause };

/** Writes a CCF the pair named onto its own stream, with the first comment, unless the stream has it already. */
export const ensureRaised = async (store: CatalogueEventStore, sequenced: Sequenced, metadata: AppendMetadata) => {
  const { id, site, parameter, operation, ccfType, ccfAnalysis, raisedFrom, date, hour, value, comment } = sequenced;
  const raised: CcfRaised = {
    type: 'CcfRaised',
    data: { id, site, parameter, operation, ccfType, ccfAnalysis, raisedFrom, status: 'O', date, hour, value },
  };
  const first: CcfCommentAdded[] = comment ? [{ type: 'CcfCommentAdded', data: { id, site, ...comment } }] : [];
  const spec: CommandSpec<null, CcfState, CcfEvent, undefined> = {
    stream: ccfStream(id),
    evolver: ccfEvolver,
    loadFacts: noFacts,
    decide: (_command, state) => (state.ccf || state.deleted ? accept<CcfEvent>() : accept<CcfEvent>(raised, ...first)),
  };
  return handleCommand(store, spec, null, written(metadata, sequenced.cause));
};

export interface PendingCloseOf extends Pair {
  id: string;
  at: string;
  cause: string;
}

/** Moves a CCF to R on its own stream for a settled intent: once (its key), and only while it is open. */
export const applyPendingClose = async (store: CatalogueEventStore, close: PendingCloseOf, metadata: AppendMetadata) => {
  const { id, site, parameter, operation, at, cause } = close;
  const event: CcfPendingClose = { type: 'CcfPendingClose', data: { id, site, parameter, operation, at } };
  const spec: CommandSpec<null, CcfState, CcfEvent, undefined> = {
    stream: ccfStream(id),
    evolver: ccfEvolver,
    loadFacts: noFacts,
    decide: (_command, state) => (state.linked.has(cause) || liveCcf(state)?.STATUS !== 'O' ? accept<CcfEvent>() : accept<CcfEvent>(event)),
  };
  return handleCommand(store, spec, null, written(metadata, cause));
};

/** What a pair command came to: the CCF raised, found open, moved to R, or nothing; the last position written. */
export interface PairOutcome {
  kind: 'raised' | 'open' | 'pendingClose' | 'unchanged';
  id: string | null;
  position: bigint;
}

/** Writes on the CCF's stream what the pair decided (or had decided: a settled intent is completed again). */
const applyDecision = async (
  store: CatalogueEventStore,
  command: PairCommand,
  before: PairState,
  decision: PairAnswer,
  metadata: AppendMetadata,
): Promise<Omit<PairOutcome, 'position'> & { position?: bigint }> => {
  // A CCF the pair named whose stream a crash left unwritten is written before anything is done to it.
  const complete = async (id: string | null) => {
    if (id !== null && before.last?.id === id) return (await ensureRaised(store, before.last, metadata)).position;
    return undefined;
  };
  const pending = async (id: string, at: string, cause: string) => {
    await complete(id);
    return (await applyPendingClose(store, { ...command, id, at, cause }, metadata)).position;
  };
  switch (decision.kind) {
    case 'raise':
      return { kind: 'raised', id: decision.sequenced.id, position: (await ensureRaised(store, decision.sequenced, metadata)).position };
    case 'open':
      return { kind: 'open', id: decision.id, position: await complete(decision.id) };
    case 'pendingClose':
      return { kind: 'pendingClose', id: decision.id, position: await pending(decision.id, decision.at, command.cause ?? '') };
    case 'unchanged':
      return { kind: 'unchanged', id: decision.id };
    case 'settled': {
      const s = decision.settlement;
      if (s.outcome === 'raised')
        return { kind: 'raised', id: s.id, position: (await ensureRaised(store, s.sequenced, metadata)).position };
      if (s.outcome === 'pendingClose') return { kind: 'pendingClose', id: s.id, position: await pending(s.id, s.at, command.cause ?? '') };
      return { kind: 'unchanged', id: s.id };
    }
    default:
      return decision satisfies never;
  }
};

const maxOf = (a: bigint, b: bigint | undefined): bigint => (b !== undefined && b > a ? b : a);

/**
 * One pair command: decided on the pair's stream (its head read from the CCF streams; an operator's raise
 * also checks the parameter and operation through `checks`), then written on the CCF's stream.
 */
export const dispatchPair = async (
  store: CatalogueEventStore,
  command: PairCommand,
  metadata: AppendMetadata,
  checks?: () => Promise<PairFacts['checks']>,
): Promise<PairOutcome> => {
  const spec: CommandSpec<PairCommand, PairState, CcfPairEvent, PairFacts, PairDecision> = {
    stream: ccfPairStream(command.site, command.parameter, command.operation),
    evolver: pairEvolver,
    loadFacts: async (state) => ({ head: await loadPairHead(store, command, state), checks: checks ? await checks() : undefined }),
    decide: decidePair,
  };
  const handled = await handleCommand(store, spec, command, written(metadata, command.cause));
  const applied = await applyDecision(store, command, handled.state, handled.decision.answer, metadata);
  return { kind: applied.kind, id: applied.id, position: maxOf(handled.position, applied.position) };
};

/** The pair command a label intent asks for, caused by the intent's key. */
export const intentCommand = (key: string, intent: CcfLabelIntent['data']): PairCommand => {
  const { site, parameter, operation } = intent;
  if (intent.label === 'Pending Close') return { kind: 'PendingClose', cause: key, site, parameter, operation, at: intent.at };
  const { ccfType, ccfAnalysis, raisedFrom, date, hour, value, at } = intent;
  return { kind: 'Raise', cause: key, site, parameter, operation, ccfType, ccfAnalysis, raisedFrom, date, hour, value, at };
};

/**
 * By parameter code, the pair's latest CCF when it is open (O) or pending close (R), for the labels of a
 * submission or a recalculation: read from the pair and CCF streams, so a CCF raised a moment ago is seen.
 */
export const loadPairCcfs = async (
  store: Store,
  site: Pair['site'],
  operation: string,
  codes: readonly string[],
): Promise<Map<string, CcfFact>> => {
  const heads = await Promise.all(
    codes.map(async (parameter) => {
      const pair = { site, parameter, operation };
      const state = fold(pairEvolver, await store.readStream(ccfPairStream(site, parameter, operation)));
      return [parameter, (await loadPairHead(store, pair, state)).head] as const;
    }),
  );
  const ccfs = new Map<string, CcfFact>();
  for (const [code, head] of heads) {
    if (head === null) continue;
    if (head.status === 'O' || head.status === 'raising') ccfs.set(code, { id: head.id, status: 'O' });
    else if (head.status === 'R') ccfs.set(code, { id: head.id, status: 'R' });
  }
  return ccfs;
};
