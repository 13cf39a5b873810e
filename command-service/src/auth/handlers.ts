import { randomUUIDv7 } from 'node:crypto';
import { authRoutes, ERRORS, MESSAGES, registrationStream, sessionStream, userStream } from '@ftr/contracts';
import { dummyPasswordHash, verifyPassword } from '@ftr/infra/auth/passwords.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { fold } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import type { AccountDeps } from '../users/deps.ts';
import { registrationMail, registrationReceipt } from '../users/mails.ts';
import { decideLogin } from './decider.ts';
import { decideRegistration } from './register.ts';
import { renewToken } from './renew.ts';
import { signInLimiterFor } from './signInLimiter.ts';

export const authHandlers = (deps: AccountDeps): Handlers<typeof authRoutes> => {
  const limiter = signInLimiterFor(deps.accounts);
  return {
    async login({ body, request }) {
      const now = deps.clock.now();
      if (limiter.blocked(body.username, now)) {
        request.log.warn({ username: body.username }, 'sign-in refused: too many failures');
        throw new AppError('too_many', ERRORS.tooManyAttempts);
      }
      const user = fold(userEvolver, await deps.eventStore.readStream(userStream(body.username)));
      const real = user.status !== 'absent' && user.passwordHash !== '' ? user.passwordHash : undefined;
      const verified = await verifyPassword(real ?? (await dummyPasswordHash()), body.password);
      const sessionId = randomUUIDv7();
      const decision = decideLogin({ login: body, user, passwordMatches: verified && real !== undefined, sessionId, now });
      if (!decision.ok) {
        if (decision.failure.kind === 'unauthenticated') limiter.recordFailure(body.username, now);
        request.log.info({ username: body.username, site: body.site }, 'sign-in refused');
        throw toAppError(decision.failure);
      }
      limiter.clear(body.username);
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
    async refreshSession({ user, request }) {
      const renewed = await renewToken(deps, user, request);
      return { message: MESSAGES.sessionRenewed, token: renewed.token, claims: renewed.claims, position: '0' };
    },
    async changeSite({ params, user, request }) {
      const renewed = await renewToken(deps, user, request, params.siteCode);
      const position = (renewed.position ?? 0n).toString();
      return { message: MESSAGES.siteChanged, token: renewed.token, claims: renewed.claims, position };
    },
    async register({ body, request }) {
      const registrationId = randomUUIDv7();
      const decision = decideRegistration(body, deps.accounts.registrationDomain, registrationId);
      if (!decision.ok) throw toAppError(decision.failure);
      const metadata = requestMetadata(request, { sub: 'anonymous', site: body.site }, deps.clock);
      const appended = await deps.eventStore.append(
        registrationStream(registrationId),
        decision.events.map((event) => ({ ...event, metadata })),
        'no_stream',
      );
      const admins = await deps.accounts.readStore.find<{ _id: string; EMAIL: string }>(USERS_COLLECTION, {
        where: { USERS: true, ACTIVE: true },
      });
      const mails = [
        ...admins.filter((admin) => admin.EMAIL !== '').map((admin) => registrationMail(admin.EMAIL, body, registrationId)),
        registrationReceipt(body),
      ];
      for (const mail of mails) {
        await deps.accounts.mailer.send(mail).catch((err: unknown) => request.log.error({ err, to: mail.to }, 'registration mail failed'));
      }
      return { message: MESSAGES.registrationReceived, position: appended.position.toString() };
    },
  };
};
