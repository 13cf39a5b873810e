import { CCF_MESSAGES, ccfRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { ccfCommands } from './commands.ts';
import { liveCcf } from './state.ts';
import { refuseCentralOffice } from './writer.ts';

type LifecycleRoutes = Pick<typeof ccfRoutes, 'closeCcf' | 'addCcfComment' | 'editCcfComment' | 'deleteCcf'>;

/** Comments, closing and deleting (spec 3 §4, §5): each decided on the CCF's own stream, appended there at the revision folded. */
export const lifecycleHandlers = (deps: DataValueDeps): Handlers<LifecycleRoutes> => {
  const meta = (request: Parameters<typeof requestMetadata>[0], user: Parameters<typeof requestMetadata>[1]) =>
    requestMetadata(request, user, deps.clock);
  return {
    async closeCcf({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const command = { kind: 'CloseCcf', site: user.site, commentId: deps.newId(), input: body } as const;
      const closed = await handleCommand(deps.eventStore, ccfCommands(params.id), command, meta(request, user));
      return {
        message: CCF_MESSAGES.closed(liveCcf(closed.state)?.PARAMETER ?? ''),
        position: closed.position.toString(),
        status: 'C' as const,
      };
    },
    async addCcfComment({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const commentId = deps.newId();
      const added = await handleCommand(
        deps.eventStore,
        ccfCommands(params.id),
        { kind: 'AddComment', site: user.site, commentId, input: body },
        meta(request, user),
      );
      return {
        message: CCF_MESSAGES.commentSubmitted,
        position: added.position.toString(),
        status: liveCcf(added.state)?.STATUS ?? 'O',
        commentId,
      };
    },
    async editCcfComment({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const command = { kind: 'EditComment', site: user.site, username: user.sub, commentId: params.commentId, input: body } as const;
      const edited = await handleCommand(deps.eventStore, ccfCommands(params.id), command, meta(request, user));
      return { message: CCF_MESSAGES.commentUpdated, position: edited.position.toString(), status: liveCcf(edited.state)?.STATUS ?? 'O' };
    },
    async deleteCcf({ params, user, request }) {
      refuseCentralOffice(user.site);
      const deleted = await handleCommand(
        deps.eventStore,
        ccfCommands(params.id),
        { kind: 'DeleteCcf', site: user.site },
        meta(request, user),
      );
      return {
        message: CCF_MESSAGES.removed(liveCcf(deleted.state)?.PARAMETER ?? ''),
        position: deleted.position.toString(),
        status: 'C' as const,
      };
    },
  };
};
