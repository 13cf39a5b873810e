import type { DomainEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { AppendResult, ExpectedRevision } from '@ftr/infra/eventstore/port.ts';
import { fold, type AnyDecision, type Decision, type Evolver } from './decider.ts';
import { retryOnLostRace, streamQueueOf, type RetryOptions } from './streamWrites.ts';

/** The seed folds streams to read what it already wrote; the decider module owns the fold. */
export { fold };

/** A stream's state and the revision it was folded to (-1: the stream does not exist). */
export interface Loaded<S> {
  state: S;
  revision: number;
}

/**
 * One command: the stream it decides on, how that stream folds, the other facts it needs and the pure
 * decision. `D` may carry more than the events (an answer for the caller), as long as it is a Decision.
 */
export interface CommandSpec<C, S, E extends DomainEvent, F, D extends AnyDecision<E> = Decision<E>> {
  stream: string;
  /** Folds the stream (its events may be typed as stored, with their metadata). */
  evolver: Evolver<S, DomainEvent>;
  /** The facts the decision needs besides the stream (read models, other streams); loaded before each try. */
  loadFacts(state: S): Promise<F>;
  decide(command: C, state: S, facts: F): D;
  /**
   * Facts are loaded before the stream's turn (reads run concurrently); in the turn, when the stream
   * has moved since, they are loaded again unless this says they do not follow the stream.
   */
  keepFacts?(facts: F): boolean;
  /**
   * An append-only journal (sign-in attempts, recalculation requests, screen views): the decision needs
   * no state of the stream, so it is not read, and the append expects any revision (never a conflict).
   */
  journal?: boolean;
  /** Loads the stream's state another way (a cached fold); default: read the whole stream and fold it. */
  load?(stream: string): Promise<Loaded<S>>;
  /** Called after an append with the state decided on and the events written (to keep a cached fold). */
  appended?(loaded: Loaded<S>, events: readonly (E & { metadata: AppendMetadata })[], result: AppendResult): void;
}

/** What a handled command wrote and decided (position: of its last event, or the stream's last when it wrote none). */
export interface Handled<S, F, D> extends AppendResult {
  state: S;
  facts: F;
  decision: Extract<D, { ok: true }>;
}

/** The evolver of a journal: no state. */
export const journalOf = <E extends DomainEvent>(): Evolver<null, E> => ({ initialState: null, evolve: () => null });

/** No facts besides the stream. */
export const noFacts = (): Promise<undefined> => Promise.resolve(undefined);

const loadFolded = async <S, E extends DomainEvent>(
  store: CatalogueEventStore,
  stream: string,
  evolver: Evolver<S, E>,
): Promise<Loaded<S>> => {
  const history = await store.readStream(stream);
  return { state: fold(evolver, history), revision: history.at(-1)?.revision ?? -1 };
};

/** A try decided and committed in the stream's turn; its acknowledgement (durable) still to come. */
interface InTurn<S, F, D> {
  state: S;
  facts: F;
  decision: Extract<D, { ok: true }>;
  acknowledged: Promise<AppendResult>;
}

/**
 * Appends, resolving once the events are committed (the stream reads them), with the store's answer still
 * to come: where the store acknowledges after a shared fsync, the stream's next writer decides meanwhile.
 */
const appendInTurn = async (
  store: CatalogueEventStore,
  stream: string,
  events: (DomainEvent & { metadata: AppendMetadata })[],
  expected: ExpectedRevision,
): Promise<{ committed: AppendResult; acknowledged: Promise<AppendResult> }> => {
  const committed = Promise.withResolvers<AppendResult>();
  const acknowledged = store.append(stream, events, expected, { onCommitted: committed.resolve });
  return { committed: await Promise.race([committed.promise, acknowledged]), acknowledged };
};

/** One try: the facts (unless given), the decision, the append at `expected`, committed. */
const decideAndAppend = async <C, S, E extends DomainEvent, F, D extends AnyDecision<E>>(
  store: CatalogueEventStore,
  spec: CommandSpec<C, S, E, F, D>,
  command: C,
  metadata: AppendMetadata,
  loaded: Loaded<S>,
  expected: ExpectedRevision,
  known?: { facts: F },
): Promise<InTurn<S, F, D>> => {
  const facts = known ? known.facts : await spec.loadFacts(loaded.state);
  const decision = spec.decide(command, loaded.state, facts);
  if (!decision.ok) throw toAppError(decision.failure);
  const events = decision.events.map((event) => ({ ...event, metadata }));
  const { committed, acknowledged } = await appendInTurn(store, spec.stream, events, expected);
  if (events.length > 0) spec.appended?.(loaded, events, committed);
  return { state: loaded.state, facts, decision: decision as Extract<D, { ok: true }>, acknowledged };
};

/** The command's answer: what it decided, once its append is acknowledged. */
const answered = async <S, F, D>({ acknowledged, ...turn }: InTurn<S, F, D>): Promise<Handled<S, F, D>> => ({
  ...(await acknowledged),
  ...turn,
});

/**
 * The one write path (docs/architecture.md §2, docs/commands.md): load the stream, fold it, load the facts,
 * decide (pure), append at the revision decided on. The process's writes of a stream take turns (so they
 * never lose a race to each other); a turn ends when its append is committed, and its answer waits for the
 * append's acknowledgement (on disk) after the turn. A race lost to another process
 * (WrongExpectedRevisionError) is retried with backoff on a fresh state and fresh facts until the budget
 * runs out (then it is a 409). A business failure throws its AppError; nothing is written on either. Ids
 * and clocks come in with the command.
 */
export const handleCommand = async <C, S, E extends DomainEvent, F, D extends AnyDecision<E>>(
  store: CatalogueEventStore,
  spec: CommandSpec<C, S, E, F, D>,
  command: C,
  metadata: AppendMetadata,
  options?: RetryOptions,
): Promise<Handled<S, F, D>> => {
  if (spec.journal)
    return answered(await decideAndAppend(store, spec, command, metadata, { state: spec.evolver.initialState, revision: -1 }, 'any'));
  const load = () => (spec.load ? spec.load(spec.stream) : loadFolded(store, spec.stream, spec.evolver));
  return retryOnLostRace(async () => {
    const seen = await load();
    const early = await spec.loadFacts(seen.state);
    const turn = await streamQueueOf(store).run(spec.stream, async () => {
      const loaded = await load();
      const moved = loaded.revision !== seen.revision && !(spec.keepFacts?.(early) ?? false);
      return decideAndAppend(
        store,
        spec,
        command,
        metadata,
        loaded,
        loaded.revision < 0 ? 'no_stream' : loaded.revision,
        moved ? undefined : { facts: early },
      );
    });
    return answered(turn);
  }, options);
};

/**
 * The batch form (the demo seed, imports): several commands on one stream, each decided on the state the
 * previous ones' events left, appended in one write at the revision folded, so the stream gets all of them
 * or none. `specOf` gives each command its spec (its facts may depend on the command); every spec names the
 * same stream and evolver. Lost races are retried as in handleCommand; a refusal of any command writes nothing.
 */
export const handleCommands = async <C, S, E extends DomainEvent, F, D extends AnyDecision<E>>(
  store: CatalogueEventStore,
  specOf: (command: C) => CommandSpec<C, S, E, F, D>,
  commands: readonly C[],
  metadata: AppendMetadata,
  options?: RetryOptions,
): Promise<AppendResult & { state: S }> => {
  const [head] = commands;
  if (head === undefined) throw new Error('handleCommands needs at least one command');
  const first = specOf(head);
  const load = () => (first.load ? first.load(first.stream) : loadFolded(store, first.stream, first.evolver));
  return retryOnLostRace(
    () =>
      streamQueueOf(store).run(first.stream, async () => {
        const loaded = await load();
        let state = loaded.state;
        const events: (E & { metadata: AppendMetadata })[] = [];
        for (const command of commands) {
          const spec = specOf(command);
          if (spec.stream !== first.stream) throw new Error(`handleCommands: ${spec.stream} is not ${first.stream}`);
          const decision = spec.decide(command, state, await spec.loadFacts(state));
          if (!decision.ok) throw toAppError(decision.failure);
          state = decision.events.reduce((s, event) => spec.evolver.evolve(s, event), state);
          events.push(...decision.events.map((event) => ({ ...event, metadata })));
        }
        const result = await store.append(first.stream, events, loaded.revision < 0 ? 'no_stream' : loaded.revision);
        if (events.length > 0) first.appended?.(loaded, events, result);
        return { ...result, state };
      }),
    options,
  );
};
