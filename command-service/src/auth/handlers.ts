import { randomUUIDv7 } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { authRoutes, ERRORS, MESSAGES, registrationStream, sessionStream, userStream, type RegistrationRequested } from '@ftr/contracts';
import { dummyPasswordHash, verifyPassword } from '@ftr/infra/auth/passwords.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { fold } from '../shared/decider.ts';
import { handleCommand, journalOf, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { userEvolver } from '../users/decider.ts';
import type { AccountDeps } from '../users/deps.ts';
import { registrationMail, registrationReceipt } from '../users/mails.ts';
import { decideLogin, decideLogout } from './decider.ts';
import { sessionEvolver } from './session.ts';
import { decideRegistration } from './register.ts';
import { renewToken } from './renew.ts';
import { mailLimiterFor } from './mailLimits.ts';
import { signInLimiterFor } from './signInLimiter.ts';

export const authHandlers = (deps: AccountDeps): Handlers<typeof authRoutes> => {
  const limiter = signInLimiterFor(deps.accounts, deps.eventStore);
  const mailLimiter = mailLimiterFor(deps.accounts);
  return {
    async login({ body, request }) {
      const now = deps.clock.now();
      const audit = requestMetadata(request, { sub: 'anonymous', site: body.site }, deps.clock);
      const gate = await limiter.gate(body.username, request.ip, now, audit);
      if (gate === 'locked') {
        request.log.warn({ username: body.username }, 'sign-in refused: too many failures');
        throw new AppError('too_many', ERRORS.tooManyAttempts);
      }
      if (gate === 'slowed') await sleep(limiter.slowDownMs);
      const sessionId = randomUUIDv7();
      /** The account and whether the password matches it (an unknown user costs a hash check too). */
      const loadFacts = async () => {
        const user = fold(userEvolver, await deps.eventStore.readStream(userStream(body.username)));
        const real = user.status !== 'absent' && user.passwordHash !== '' ? user.passwordHash : undefined;
        const verified = await verifyPassword(real ?? (await dummyPasswordHash()), body.password);
        return { user, passwordMatches: verified && real !== undefined };
      };
      const spec = { stream: sessionStream(sessionId), evolver: sessionEvolver, loadFacts, decide: decideLogin };
      // The session's events name the user who signed in (the session stream is new: no other write can race it).
      const metadata = requestMetadata(request, { sub: body.username, site: body.site }, deps.clock);
      const handled = await handleCommand(deps.eventStore, spec, { login: body, sessionId, now }, metadata).catch(
        async (error: unknown) => {
          if (error instanceof AppError && error.kind === 'unauthenticated') await limiter.failed(body.username, now, audit);
          if (error instanceof AppError) request.log.info({ username: body.username, site: body.site }, 'sign-in refused');
          throw error;
        },
      );
      await limiter.succeeded(body.username, request.ip, now, audit);
      const { token, claims } = await deps.tokens.sign(handled.decision.answer.claims, handled.decision.answer.ttl);
      return { token, claims, position: handled.position.toString() };
    },
    async logout({ user, request }) {
      const spec = { stream: sessionStream(user.sid), evolver: sessionEvolver, loadFacts: noFacts, decide: decideLogout };
      const appended = await handleCommand(
        deps.eventStore,
        spec,
        { sessionId: user.sid, username: user.sub },
        requestMetadata(request, user, deps.clock),
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
      const command = { body, domain: deps.accounts.registrationDomain, registrationId };
      const checked = decideRegistration(command);
      if (!checked.ok) throw toAppError(checked.failure);
      if (!(await mailLimiter.allow(body.email, deps.clock.now()))) {
        // Over the per-email limit: the same answer, nothing written or sent (docs/security.md).
        request.log.warn({ site: body.site }, 'registration not recorded: too many for this email');
        return { message: MESSAGES.registrationReceived, position: ((await deps.eventStore.headPosition()) ?? 0n).toString() };
      }
      const metadata = requestMetadata(request, { sub: 'anonymous', site: body.site }, deps.clock);
      const spec = {
        stream: registrationStream(registrationId),
        evolver: journalOf<RegistrationRequested>(),
        loadFacts: noFacts,
        decide: decideRegistration,
      };
      const appended = await handleCommand(deps.eventStore, spec, command, metadata);
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
