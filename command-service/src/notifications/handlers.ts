import { ERRORS, NOTIFICATION_MESSAGES, inboxStream, mayReachSite, notificationRoutes, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { FastifyRequest } from 'fastify';
import type { CommandDeps } from '../deps.ts';
import { READ_SIDE_WAIT_MS } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { inboxDecider, type InboxCommand } from './decider.ts';
import { notify } from './notify.ts';
import { activeUsersOfSite, checkNamedRecipients } from './recipients.ts';
import { handleNotificationCommand } from './stream.ts';

type WriteRoutes = Pick<
  typeof notificationRoutes,
  'sendNotification' | 'markNotification' | 'markAllNotificationsRead' | 'deleteNotification' | 'clearNotifications'
>;

/** Announcements to a whole site look its users up in the users read model (the accounts' lookups). */
export type NotificationDeps = CommandDeps & { accounts: { readStore: ReadStore } };

export const notificationHandlers = (deps: NotificationDeps): Handlers<WriteRoutes> => {
  const metadata = (request: FastifyRequest, user: TokenClaims) => requestMetadata(request, user, deps.clock);
  /** Whether anything would change is read from the read side once it reflects every append so far (503 when behind). */
  const caughtUp = async (command: InboxCommand): Promise<InboxCommand> => {
    await waitForHead({ eventStore: deps.eventStore, waitForReadSide: (at, ms) => deps.readModels.reached(at, ms) }, READ_SIDE_WAIT_MS);
    return command;
  };
  const inbox = (command: InboxCommand) => ({
    stream: inboxStream(command.username),
    decider: inboxDecider,
    loadFacts: () => deps.readModels.inboxCounts(command.username),
  });

  return {
    async sendNotification({ body, user, request }) {
      if (!mayReachSite(user, body.site)) throw new AppError('forbidden', ERRORS.wrongSite);
      const usernames = body.usernames
        ? await checkNamedRecipients(deps.eventStore, body.site, body.usernames)
        : await activeUsersOfSite(deps.accounts.readStore, body.site);
      const { heading, message, site } = body;
      const sent = await notify(deps, { usernames, site, heading, message, link: body.link ?? null }, metadata(request, user));
      const position = sent.position ?? (await deps.eventStore.headPosition()) ?? 0n;
      return { message: NOTIFICATION_MESSAGES.sent(sent.ids.length), position: position.toString(), count: sent.ids.length };
    },
    async markNotification({ params, body, user, request }) {
      const command = { kind: 'MarkNotification', actor: user.sub, id: params.id, read: body.read } as const;
      const result = await handleNotificationCommand(deps.eventStore, params.id, command, metadata(request, user));
      const message = body.read ? NOTIFICATION_MESSAGES.markedRead : NOTIFICATION_MESSAGES.markedUnread;
      return { message, position: result.position.toString() };
    },
    async deleteNotification({ params, user, request }) {
      const command = { kind: 'DeleteNotification', actor: user.sub, id: params.id } as const;
      const result = await handleNotificationCommand(deps.eventStore, params.id, command, metadata(request, user));
      return { message: NOTIFICATION_MESSAGES.removed, position: result.position.toString() };
    },
    markAllNotificationsRead: commandRoute(deps, {
      command: ({ user }) => caughtUp({ kind: 'MarkAllRead', username: user.sub }),
      spec: inbox,
      answer: positionAnswer(NOTIFICATION_MESSAGES.allMarkedRead),
    }),
    clearNotifications: commandRoute(deps, {
      command: ({ user }) => caughtUp({ kind: 'ClearAll', username: user.sub }),
      spec: inbox,
      answer: positionAnswer(NOTIFICATION_MESSAGES.cleared),
    }),
  };
};
