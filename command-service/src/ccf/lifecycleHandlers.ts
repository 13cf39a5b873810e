import { CCF_MESSAGES, ccfRoutes, ccfStream } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { commandRoute, type RouteInput } from '../shared/commandRoute.ts';
import { ccfDecider, type CcfCommand } from './ccfDecider.ts';
import { liveCcf } from './state.ts';
import { refuseCentralOffice } from './writer.ts';
import type { Signer } from '../signatures/signer.ts';

type LifecycleRoutes = Pick<typeof ccfRoutes, 'closeCcf' | 'addCcfComment' | 'editCcfComment' | 'deleteCcf'>;

/** Every route names its CCF in the path: decided on that CCF's own stream, appended there at the revision folded. */
const spec = (_command: CcfCommand, { params }: RouteInput & { params: { id: string } }) => ({
  stream: ccfStream(params.id),
  decider: ccfDecider,
});

/** Comments, closing and deleting (spec 3 §4, §5): the central office writes none of them. */
export const lifecycleHandlers = (deps: DataValueDeps, signer: Signer): Handlers<LifecycleRoutes> => ({
  closeCcf: commandRoute(deps, {
    async command(input): Promise<CcfCommand> {
      const { body, user } = input;
      refuseCentralOffice(user.site);
      // The signing act (password through the sign-in limiter) before the decision; the signature goes into CcfClosed.
      const { signature: given, ...comment } = body;
      const signature = await signer.signFor(input, given, 'ccfClose');
      return { kind: 'CloseCcf', site: user.site, commentId: deps.newId(), input: comment, signature };
    },
    spec,
    answer: ({ position, state }) => ({
      message: CCF_MESSAGES.closed(liveCcf(state)?.PARAMETER ?? ''),
      position: position.toString(),
      status: 'C' as const,
    }),
  }),
  addCcfComment: commandRoute(deps, {
    command: ({ body, user }): CcfCommand => {
      refuseCentralOffice(user.site);
      return { kind: 'AddComment', site: user.site, commentId: deps.newId(), input: body };
    },
    spec,
    answer: ({ position, state }, command) => ({
      message: CCF_MESSAGES.commentSubmitted,
      position: position.toString(),
      status: liveCcf(state)?.STATUS ?? 'O',
      commentId: command.kind === 'AddComment' ? command.commentId : '',
    }),
  }),
  editCcfComment: commandRoute(deps, {
    command: ({ params, body, user }): CcfCommand => {
      refuseCentralOffice(user.site);
      return { kind: 'EditComment', site: user.site, username: user.sub, commentId: params.commentId, input: body };
    },
    spec,
    answer: ({ position, state }) => ({
      message: CCF_MESSAGES.commentUpdated,
      position: position.toString(),
      status: liveCcf(state)?.STATUS ?? 'O',
    }),
  }),
  deleteCcf: commandRoute(deps, {
    command: ({ user }): CcfCommand => {
      refuseCentralOffice(user.site);
      return { kind: 'DeleteCcf', site: user.site };
    },
    spec,
    answer: ({ position, state }) => ({
      message: CCF_MESSAGES.removed(liveCcf(state)?.PARAMETER ?? ''),
      position: position.toString(),
      status: 'C' as const,
    }),
  }),
});
