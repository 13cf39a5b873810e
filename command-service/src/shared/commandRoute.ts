import type { DomainEvent, TokenClaims } from '@ftr/contracts';
import type { FastifyRequest } from 'fastify';
import type { StoreDeps } from '../deps.ts';
import type { Decider, Decision } from './decider.ts';
import { handleCommand, noFacts, type CommandSpec, type Handled } from './handleCommand.ts';
import { requestMetadata } from './metadata.ts';

/**
 * What every route hands a command: who the events are written for (the token's user; a public route acts
 * for the account it concerns) and the request (correlation ids).
 */
export interface RouteInput {
  user: Pick<TokenClaims, 'sub' | 'site'>;
  request: FastifyRequest;
}

/**
 * What a command is decided on: its stream, the aggregate's decider and the facts the decision needs from
 * elsewhere (required when the decider takes facts). `journal`: an append-only stream, not read (handleCommand).
 */
export type RouteSpec<C, S, E extends DomainEvent, F, A> = {
  stream: string;
  decider: Decider<C, S, E, F, A>;
  journal?: boolean;
} & ([F] extends [undefined] ? { loadFacts?: (state: S) => Promise<F> } : { loadFacts: (state: S) => Promise<F> });

/** What a command handled through a route wrote and decided. */
export type RouteResult<S, E extends DomainEvent, F, A> = Handled<S, F, Decision<E, A>>;

/** The handleCommand spec of a route's spec. */
export const commandSpec = <C, S, E extends DomainEvent, F, A>(spec: RouteSpec<C, S, E, F, A>): CommandSpec<C, S, E, F, Decision<E, A>> => {
  const { decider } = spec;
  // Without facts F is undefined, which is what noFacts loads.
  const loadFacts = spec.loadFacts ?? (noFacts as () => Promise<F>);
  return {
    stream: spec.stream,
    evolver: decider,
    loadFacts,
    decide: (command, state, facts) => decider.decide(command, state, facts),
    ...(spec.journal ? { journal: true } : {}),
  };
};

/**
 * One command of a request through the one write path: metadata from the request and its user, then
 * handleCommand on the spec. For handlers whose flow around the command is more than "map the input,
 * answer the result" (retries over candidate names, a serial section); the others use commandRoute.
 */
export const runCommand = <C, S, E extends DomainEvent, F, A>(
  deps: Pick<StoreDeps, 'eventStore' | 'clock'>,
  input: RouteInput,
  spec: RouteSpec<C, S, E, F, A>,
  command: C,
): Promise<RouteResult<S, E, F, A>> =>
  handleCommand(deps.eventStore, commandSpec(spec), command, requestMetadata(input.request, input.user, deps.clock));

/**
 * A write route: the command it maps its input to, what that command is decided on, and the route's answer.
 * The input's type comes from the route the handler is for (the contract's params and body), not from `spec`
 * or `answer`, which may be shared by several routes.
 */
export interface CommandRoute<I extends RouteInput, C, S, E extends DomainEvent, F, A, R> {
  command(input: I): NoInfer<C> | Promise<NoInfer<C>>;
  spec(command: C, input: NoInfer<I>): RouteSpec<C, S, E, F, A>;
  answer(result: RouteResult<S, E, F, A>, command: C, input: NoInfer<I>): R | Promise<R>;
}

/**
 * A route handler from a CommandRoute (docs/commands.md): input -> command -> spec -> handleCommand -> answer.
 * A refusal throws its AppError from handleCommand (nothing written), which the one error handler answers.
 */
export const commandRoute =
  <I extends RouteInput, C, S, E extends DomainEvent, F, A, R>(
    deps: Pick<StoreDeps, 'eventStore' | 'clock'>,
    route: CommandRoute<I, C, S, E, F, A, R>,
  ) =>
  async (input: I): Promise<R> => {
    const command = await route.command(input);
    const result = await runCommand(deps, input, route.spec(command, input), command);
    return route.answer(result, command, input);
  };

/** The answer of most write routes: their message and the position of what was written (or the stream's head). */
export const positionAnswer =
  (message: string) =>
  ({ position }: { position: bigint }) => ({ message, position: position.toString() });
