import { sessionStream, userStream, type Site, type TokenClaims } from '@ftr/contracts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import { decideRenewal } from './decider.ts';
import { sessionEvolver } from './session.ts';

export interface RenewedToken {
  token: string;
  claims: TokenClaims;
  /** Position of the site change, when there was one. */
  position: bigint | undefined;
}

/** A new token for the caller's session (same session id), optionally moved to another site. */
export const renewToken = async (deps: CommandDeps, caller: TokenClaims, request: FastifyRequest, toSite?: Site): Promise<RenewedToken> => {
  const spec = {
    stream: sessionStream(caller.sid),
    evolver: sessionEvolver,
    /** The user's current names and rights: the token is re-issued from them. */
    loadFacts: async () => ({ user: fold(userEvolver, await deps.eventStore.readStream(userStream(caller.sub))) }),
    decide: decideRenewal,
  };
  const command = { username: caller.sub, sessionId: caller.sid, now: deps.clock.now(), ...(toSite ? { toSite } : {}) };
  const handled = await handleCommand(deps.eventStore, spec, command, requestMetadata(request, caller, deps.clock));
  const { decision } = handled;
  const { token, claims } = await deps.tokens.sign(decision.answer.claims, decision.answer.ttl);
  return { token, claims, position: decision.events.length > 0 ? handled.position : undefined };
};
