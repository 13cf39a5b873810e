import {
  ERRORS,
  FLAGS,
  MESSAGES,
  sitesOf,
  userRoutes,
  userStream,
  type CreateUserBody,
  type RoutesOf,
  type UserCreatedData,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { runCommand } from '../shared/commandRoute.ts';
import { accountHandlers } from './accountHandlers.ts';
import { userDecider, type UserCommand } from './decider.ts';
import type { AccountDeps } from './deps.ts';
import { loadEditor } from './editor.ts';
import { oneAtATime, otherFullAdmins } from './fullAdmins.ts';
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
  /** Archives and updates that could leave no full administrator decide one after another. */
  const serially = oneAtATime();
  const spec = (username: string) => ({ stream: userStream(username), decider: userDecider });

  const admin: Handlers<AdminRoutes> = {
    /** The username is the first free candidate; `no_stream` makes two creations of one name impossible. */
    async createUser({ body, user, request }) {
      const by = await loadEditor(deps, user);
      const welcome = body.EMAIL === '' ? undefined : issueLink(clock.now(), true);
      const base = usernameBase(body.FIRST_NAME, body.LAST_NAME);
      for (let attempt = 1; attempt <= MAX_USERNAME_ATTEMPTS; attempt++) {
        const username = usernameCandidate(base, attempt);
        if ((await eventStore.readStream(userStream(username))).length > 0) continue;
        const command: UserCommand = {
          kind: 'CreateUser',
          user: newUserData(username, body),
          by,
          ...(welcome ? { welcome: welcome.link } : {}),
        };
        try {
          const appended = await runCommand(deps, { user, request }, spec(username), command);
          if (welcome) {
            const mail = welcomeMail(body.EMAIL, username, body.FIRST_NAME, resetLinkUrl(deps.accounts.publicUrl, welcome.id));
            // The user exists either way; without the mail they use "Forgot password" or an administrator's link.
            await deps.accounts.mailer.send(mail).catch((err: unknown) => request.log.error({ err, username }, 'welcome mail failed'));
          }
          return { message: MESSAGES.userCreated, position: appended.position.toString(), USERNAME: username };
        } catch (error) {
          if (error instanceof AppError && error.kind === 'conflict') continue; // taken meanwhile (the only conflict of a create): next candidate
          throw error;
        }
      }
      throw new AppError('conflict', ERRORS.noUsernameAvailable);
    },
    async updateUser({ params, body, user, request }) {
      if (body.USERNAME !== undefined && body.USERNAME.trim().toLowerCase() !== params.id) {
        throw new AppError('validation', ERRORS.usernameMismatch);
      }
      const details = { firstName: body.FIRST_NAME, lastName: body.LAST_NAME, email: body.EMAIL, phone: body.PHONE };
      const flags = FLAGS.filter((flag) => body[flag] === true);
      const rights = { sites: sitesOf(body), flags, readAccess: body.READ_ACCESS, writeAccess: body.WRITE_ACCESS };
      const unsentFlags = FLAGS.filter((flag) => body[flag] === undefined);
      const result = await serially(async () => {
        const by = await loadEditor(deps, user);
        const others = await otherFullAdmins(deps, params.id);
        return runCommand(deps, { user, request }, spec(params.id), {
          kind: 'UpdateUser',
          username: params.id,
          details,
          rights,
          unsentFlags,
          by,
          otherFullAdmins: others,
        });
      });
      return { message: MESSAGES.userUpdated, position: result.position.toString() };
    },
    async archiveUser({ params, user, request }) {
      const result = await serially(async () => {
        const by = await loadEditor(deps, user);
        const others = await otherFullAdmins(deps, params.username);
        const command: UserCommand = { kind: 'ToggleArchive', username: params.username, by, otherFullAdmins: others };
        return runCommand(deps, { user, request }, spec(params.username), command);
      });
      const archived = result.decision.events[0]?.type === 'UserArchived';
      const message = archived ? MESSAGES.userArchived : MESSAGES.userUnarchived;
      return { message, position: result.position.toString(), ACTIVE: !archived };
    },
    async adminPasswordReset({ params, user, request }) {
      const by = await loadEditor(deps, user);
      const { id, link } = issueLink(clock.now());
      const command: UserCommand = { kind: 'IssueResetLink', username: params.username, link, by };
      const result = await runCommand(deps, { user, request }, spec(params.username), command);
      const email = result.state.status === 'absent' ? '' : result.state.email;
      const url = resetLinkUrl(deps.accounts.publicUrl, id);
      const position = result.position.toString();
      if (email === '') return { message: MESSAGES.resetLinkCreated, position, link: url };
      await deps.accounts.mailer.send(resetMail(email, params.username, url));
      return { message: MESSAGES.emailSent, position };
    },
  };
  return { ...admin, ...accountHandlers(deps) };
};
