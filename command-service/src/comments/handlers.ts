import { randomUUID } from 'node:crypto';
import { COMMENT_MESSAGES as M, commentStream, type commentRoutes } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { CommandDeps } from '../deps.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { commentEvolver, decideComment, type CommentCommand } from './decider.ts';

type WriteRoutes = Pick<typeof commentRoutes, 'postComment' | 'deleteComment'>;

/** One comment's stream: fold, decide, append at the revision read (a post expects no stream). */
export const runCommentCommand = async (store: CatalogueEventStore, command: CommentCommand, metadata: AppendMetadata): Promise<bigint> => {
  const spec = { stream: commentStream(command.id), evolver: commentEvolver, loadFacts: noFacts, decide: decideComment };
  return (await handleCommand(store, spec, command, metadata)).position;
};

/** The site, the author and the instant come from the token and the server's clock, never from the body. */
export const commentHandlers = (deps: CommandDeps): Handlers<WriteRoutes> => ({
  async postComment({ body, user, request }) {
    const id = randomUUID();
    const metadata = requestMetadata(request, user, deps.clock);
    const command: CommentCommand = {
      kind: 'PostComment',
      id,
      site: user.site,
      username: user.sub,
      name: user.fullName,
      type: body.type,
      message: body.comments,
      now: metadata.timestamp,
    };
    const position = await runCommentCommand(deps.eventStore, command, metadata);
    return { message: M.submitted, position: position.toString(), id };
  },
  async deleteComment({ params, user, request }) {
    const command: CommentCommand = { kind: 'DeleteComment', id: params.ref, site: user.site, username: user.sub };
    const position = await runCommentCommand(deps.eventStore, command, requestMetadata(request, user, deps.clock));
    return { message: M.removed, position: position.toString() };
  },
});
