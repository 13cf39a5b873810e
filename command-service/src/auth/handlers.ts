import { randomUUIDv7 } from 'node:crypto';
import { authRoutes, sessionStream, userStream } from '@ftr/contracts';
import { dummyPasswordHash, verifyPassword } from '@ftr/infra/auth/passwords.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { fold } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import { decideLogin } from './decider.ts';

export const authHandlers = (deps: CommandDeps): Handlers<typeof authRoutes> => ({
  async login({ body, request }) {
    const user = fold(userEvolver, await deps.eventStore.readStream(userStream(body.username)));
    const hash = user.status === 'active' ? user.passwordHash : await dummyPasswordHash();
    const passwordMatches = (await verifyPassword(hash, body.password)) && user.status === 'active';
    const now = deps.clock.now();
    const sessionId = randomUUIDv7();
    const decision = decideLogin({ login: body, user, passwordMatches, sessionId, now });
    if (!decision.ok || !decision.claims || !decision.ttl) {
      request.log.info({ username: body.username, site: body.site }, 'sign-in refused');
      throw toAppError(decision.ok ? { kind: 'unauthenticated', message: 'Sign-in failed' } : decision.failure);
    }
    const metadata = requestMetadata(request, { sub: decision.claims.sub, site: body.site }, deps.clock);
    const appended = await deps.eventStore.append(
      sessionStream(sessionId),
      decision.events.map((event) => ({ ...event, metadata })),
      'no_stream',
    );
    const { token, claims } = await deps.tokens.sign(decision.claims, decision.ttl);
    return { token, claims, position: appended.position.toString() };
  },
  async logout({ user, request }) {
    const appended = await deps.eventStore.append(
      sessionStream(user.sid),
      [
        {
          type: 'SessionEnded',
          data: { sessionId: user.sid, username: user.sub, reason: 'logout' },
          metadata: requestMetadata(request, user, deps.clock),
        },
      ],
      'any',
    );
    return { message: 'Signed out', position: appended.position.toString() };
  },
});
