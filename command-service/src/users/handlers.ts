import {
  ERRORS,
  flagsOf,
  MESSAGES,
  sitesOf,
  userRoutes,
  userStream,
  type CreateUserBody,
  type RoutesOf,
  type UserCreatedData,
} from '@ftr/contracts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError, toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FastifyRequest } from 'fastify';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { accountHandlers } from './accountHandlers.ts';
import { decideUser, userEvolver, type UserCommand } from './decider.ts';
import type { AccountDeps } from './deps.ts';
import { loadEditor } from './editor.ts';
import { resetMail, welcomeMail } from './mails.ts';
import { issueLink, resetLinkUrl } from './resetLinks.ts';
import { MAX_USERNAME_ATTEMPTS, usernameBase, usernameCandidate } from './username.ts';

type CommandRoutes = RoutesOf<typeof userRoutes, 'command'>;
type AdminRoutes = Pick<CommandRoutes, 'createUser' | 'updateUser' | 'archiveUser' | 'adminPasswordReset'>;

const newUserData = (username: string, body: CreateUserBody): UserCreatedData => ({
  username,
  firstName: body.FIRST_NAME,
  lastName: body.LAST_NAME,
  email: body.EMAIL,
  phone: body.PHONE,
  passwordHash: '',
  sites: sitesOf(body),
  flags: [],
  readAccess: body.READ_ACCESS,
  writeAccess: body.WRITE_ACCESS,
});

/** Users administration (USERS), and the users' own account routes. */
export const userHandlers = (deps: AccountDeps): Handlers<CommandRoutes> => {
  const { eventStore, clock } = deps;
  const decideOn = (request: FastifyRequest, caller: Parameters<typeof requestMetadata>[1], username: string, command: UserCommand) =>
    handleCommand(eventStore, userStream(username), userEvolver, (state) => decideUser(command, state), requestMetadata(request, caller, clock));

  const admin: Handlers<AdminRoutes> = {
    /** The username is the first free candidate; `no_stream` makes two creations of one name impossible. */
    async createUser({ body, user, request }) {
      const by = await loadEditor(deps, user);
      const welcome = body.EMAIL === '' ? undefined : issueLink(clock.now(), true);
      const base = usernameBase(body.FIRST_NAME, body.LAST_NAME);
      for (let attempt = 1; attempt <= MAX_USERNAME_ATTEMPTS; attempt++) {
        const username = usernameCandidate(base, attempt);
        const stream = userStream(username);
        if ((await eventStore.readStream(stream)).length > 0) continue;
        const decision = decideUser({ kind: 'CreateUser', user: newUserData(username, body), by, ...(welcome ? { welcome: welcome.link } : {}) }, userEvolver.initial);
        if (!decision.ok) throw toAppError(decision.failure);
        const metadata = requestMetadata(request, user, clock);
        try {
          const appended = await eventStore.append(stream, decision.events.map((e) => ({ ...e, metadata })), 'no_stream');
          if (welcome) {
            const mail = welcomeMail(body.EMAIL, username, body.FIRST_NAME, resetLinkUrl(deps.accounts.publicUrl, welcome.id));
            // The user exists either way; without the mail they use "Forgot password" or an administrator's link.
            await deps.accounts.mailer.send(mail).catch((err: unknown) => request.log.error({ err, username }, 'welcome mail failed'));
          }
          return { message: MESSAGES.userCreated, position: appended.position.toString(), USERNAME: username };
        } catch (error) {
          if (error instanceof WrongExpectedRevisionError) continue; // taken meanwhile: next candidate
          throw error;
        }
      }
      throw new AppError('conflict', ERRORS.noUsernameAvailable);
    },
    async updateUser({ params, body, user, request }) {
      if (body.USERNAME !== undefined && body.USERNAME.trim().toLowerCase() !== params.id) {
        throw new AppError('validation', ERRORS.usernameMismatch);
      }
      const by = await loadEditor(deps, user);
      const details = { firstName: body.FIRST_NAME, lastName: body.LAST_NAME, email: body.EMAIL, phone: body.PHONE };
      const rights = { sites: sitesOf(body), flags: flagsOf(body), readAccess: body.READ_ACCESS, writeAccess: body.WRITE_ACCESS };
      const result = await decideOn(request, user, params.id, { kind: 'UpdateUser', username: params.id, details, rights, by });
      return { message: MESSAGES.userUpdated, position: result.position.toString() };
    },
    async archiveUser({ params, user, request }) {
      const by = await loadEditor(deps, user);
      let archived = false;
      const result = await handleCommand(
        eventStore,
        userStream(params.username),
        userEvolver,
        (state) => {
          const decision = decideUser({ kind: 'ToggleArchive', username: params.username, by }, state);
          archived = decision.ok && decision.events[0]?.type === 'UserArchived';
          return decision;
        },
        requestMetadata(request, user, clock),
      );
      const message = archived ? MESSAGES.userArchived : MESSAGES.userUnarchived;
      return { message, position: result.position.toString(), ACTIVE: !archived };
    },
    async adminPasswordReset({ params, user, request }) {
      const by = await loadEditor(deps, user);
      const { id, link } = issueLink(clock.now());
      let email = '';
      const result = await handleCommand(
        eventStore,
        userStream(params.username),
        userEvolver,
        (state) => {
          if (state.status !== 'absent') email = state.email;
          return decideUser({ kind: 'IssueResetLink', username: params.username, link, by }, state);
        },
        requestMetadata(request, user, clock),
      );
      const url = resetLinkUrl(deps.accounts.publicUrl, id);
      const position = result.position.toString();
      if (email === '') return { message: MESSAGES.resetLinkCreated, position, link: url };
      await deps.accounts.mailer.send(resetMail(email, params.username, url));
      return { message: MESSAGES.emailSent, position };
    },
  };
  return { ...admin, ...accountHandlers(deps) };
};
