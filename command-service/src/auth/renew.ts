import { sessionStream, userStream, type Site, type TokenClaims } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/handleCommand.ts';
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
export const renewToken = async (
  deps: CommandDeps,
  caller: TokenClaims,
  request: FastifyRequest,
  toSite?: Site,
): Promise<RenewedToken> => {
  const stream = sessionStream(caller.sid);
  const history = await deps.eventStore.readStream(stream);
  const user = fold(userEvolver, await deps.eventStore.readStream(userStream(caller.sub)));
  const decision = decideRenewal({
    username: caller.sub,
    sessionId: caller.sid,
    session: fold(sessionEvolver, history),
    user,
    now: deps.clock.now(),
    ...(toSite ? { toSite } : {}),
  });
  if (!decision.ok) throw toAppError(decision.failure);
  let position: bigint | undefined;
  if (decision.events.length > 0) {
    const metadata = requestMetadata(request, caller, deps.clock);
    const last = history.at(-1);
    const appended = await deps.eventStore.append(
      stream,
      decision.events.map((event) => ({ ...event, metadata })),
      last ? last.revision : 'no_stream',
    );
    position = appended.position;
  }
  const { token, claims } = await deps.tokens.sign(decision.claims, decision.ttl);
  return { token, claims, position };
};
