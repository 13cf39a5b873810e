import { ERRORS, MESSAGES, userRoutes, userStream, type RoutesOf, type Site } from '@ftr/contracts';
import { hashPassword, verifyPassword } from '@ftr/infra/auth/passwords.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { renewToken } from '../auth/renew.ts';
import { mailLimiterFor } from '../auth/mailLimits.ts';
import { signInLimiterFor } from '../auth/signInLimiter.ts';
import { fold } from '../shared/decider.ts';
import { runCommand } from '../shared/commandRoute.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { accountDecider, type AccountCommand } from './accountDecider.ts';
import { userEvolver } from './decider.ts';
import type { AccountDeps } from './deps.ts';
import { resetMail } from './mails.ts';
import { hashResetId, issueLink, resetLinkUrl } from './resetLinks.ts';

type AccountRoutes = Pick<
  RoutesOf<typeof userRoutes, 'command'>,
  'updateProfile' | 'changePassword' | 'requestPasswordReset' | 'completePasswordReset'
>;

type UserLookup = {
  _id: string;
  EMAIL: string;
  SITES: Site[];
};

/** What users do to their own account: profile, password, and the reset link round trip. */
export const accountHandlers = (deps: AccountDeps): Handlers<AccountRoutes> => {
  const { eventStore, clock, accounts } = deps;
  const limiter = signInLimiterFor(accounts, eventStore);
  const mailLimiter = mailLimiterFor(accounts);
  const spec = (username: string) => ({ stream: userStream(username), decider: accountDecider });
  /** Public routes act for the user they concern, on that user's first site. */
  const actorOf = (user: UserLookup) => ({ sub: user._id, site: user.SITES[0] ?? 'CO' });

  return {
    async updateProfile({ body, user, request }) {
      const { FIRST_NAME: firstName, LAST_NAME: lastName, EMAIL: email } = body;
      const result = await runCommand(deps, { user, request }, spec(user.sub), { kind: 'UpdateProfile', firstName, lastName, email });
      const renewed = await renewToken(deps, user, request);
      return { message: MESSAGES.profileUpdated, token: renewed.token, claims: renewed.claims, position: result.position.toString() };
    },
    async changePassword({ body, user, request }) {
      const now = clock.now();
      const audit = requestMetadata(request, user, clock);
      const gate = await limiter.gate(user.sub, request.ip, now, audit);
      if (gate === 'locked') throw new AppError('too_many', ERRORS.tooManyAttempts);
      if (gate === 'slowed') await sleep(limiter.slowDownMs);
      const state = fold(userEvolver, await eventStore.readStream(userStream(user.sub)));
      if (state.status === 'absent') throw new AppError('unauthenticated', ERRORS.sessionEnded);
      const oldPasswordMatches = state.passwordHash !== '' && (await verifyPassword(state.passwordHash, body.oldPassword));
      if (!oldPasswordMatches) await limiter.failed(user.sub, now, audit);
      const result = await runCommand(deps, { user, request }, spec(user.sub), {
        kind: 'ChangePassword',
        checkedHash: state.passwordHash,
        oldPasswordMatches,
        newEqualsOld: body.newPassword === body.oldPassword,
        newPasswordHash: oldPasswordMatches ? await hashPassword(body.newPassword) : '',
        sessionId: user.sid,
      });
      const renewed = await renewToken(deps, user, request);
      return { message: MESSAGES.passwordUpdated, token: renewed.token, claims: renewed.claims, position: result.position.toString() };
    },
    /**
     * Always the same answer, at the same speed: the links are issued and mailed after answering,
     * so neither the text nor the timing tells which addresses have accounts.
     */
    async requestPasswordReset({ params, request }) {
      // Over the per-email limit: the same answer, nothing written or sent (docs/security.md).
      if (!(await mailLimiter.allow(params.email, clock.now()))) return { message: MESSAGES.resetRequested };
      const matches = await accounts.readStore.find<UserLookup>(USERS_COLLECTION, {
        where: { EMAIL_KEY: params.email.toLowerCase(), ACTIVE: true },
      });
      const send = async (user: UserLookup) => {
        const { id, link } = issueLink(clock.now());
        await runCommand(deps, { user: actorOf(user), request }, spec(user._id), {
          kind: 'RequestResetByEmail',
          email: params.email,
          link,
        });
        await accounts.mailer.send(resetMail(user.EMAIL, user._id, resetLinkUrl(accounts.publicUrl, id)));
      };
      for (const user of matches) {
        send(user).catch((err: unknown) => request.log.warn({ err, username: user._id }, 'password reset by email not sent'));
      }
      return { message: MESSAGES.resetRequested };
    },
    async completePasswordReset({ params, body, request }) {
      const resetIdHash = hashResetId(params.id);
      const [user] = await accounts.readStore.find<UserLookup>(USERS_COLLECTION, { where: { RESET_HASH: resetIdHash }, limit: 1 });
      if (!user) throw new AppError('validation', ERRORS.resetLinkInvalid);
      const passwordHash = await hashPassword(body.newPassword);
      const now = clock.now().toISOString();
      const command: AccountCommand = { kind: 'CompleteReset', resetIdHash, passwordHash, now };
      const result = await runCommand(deps, { user: actorOf(user), request }, spec(user._id), command);
      await limiter.cleared(user._id, clock.now(), requestMetadata(request, actorOf(user), clock));
      return { message: MESSAGES.passwordReset, position: result.position.toString() };
    },
  };
};
