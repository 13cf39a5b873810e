// A CCF after it is raised (spec 3 §4, §5): comments, closing, deleting. Pure: the CCF and the comment
// as its stream's fold has them (state.ts) are passed in, ids too.
import {
  CCF_MESSAGES,
  type CcfClosed,
  type CcfCommentAdded,
  type CcfCommentEdited,
  type CcfDeleted,
  type CcfDto,
  type Site,
  fail,
  type Failure,
} from '@ftr/contracts';

export type CcfFacts = Pick<CcfDto, 'ID' | 'SITE' | 'PARAMETER' | 'OPERATION' | 'STATUS' | 'RAISED_FROM'>;
export interface CommentFacts {
  ccfId: string;
  username: string;
  type: number;
  comment: string;
}
export interface CommentInput {
  type: number;
  comment: string;
}

export type Rejected = { kind: 'rejected'; failure: Failure };
export type Write<E> = { kind: 'write'; event: E } | Rejected;

const rejected = (failure: Failure): Rejected => ({ kind: 'rejected', failure });

/** The CCF of the user's site, or the 404 that hides every other (nothing about another site leaks). */
export const ownCcf = (ccf: CcfFacts | null, site: Site): CcfFacts | Rejected =>
  ccf && ccf.SITE === site ? ccf : rejected(fail('not_found', CCF_MESSAGES.notFound));
export const isRejected = (value: object): value is Rejected => 'kind' in value && value.kind === 'rejected';

/** Comments and data values are taken only while the CCF is open (O) or pending close (R). */
export const isActive = (ccf: CcfFacts): boolean => ccf.STATUS === 'O' || ccf.STATUS === 'R';

/** Closing: never twice (C or X); a CCF raised from data entry only once pending close (R). */
export const decideClose = (found: CcfFacts | null, site: Site, commentId: string, input: CommentInput): Write<CcfClosed> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (ccf.STATUS === 'C' || ccf.STATUS === 'X') return rejected(fail('conflict', CCF_MESSAGES.alreadyClosed));
  if (ccf.STATUS !== 'R' && ccf.RAISED_FROM === 'DATAENTRY') return rejected(fail('conflict', CCF_MESSAGES.cannotClose));
  const { ID: id, PARAMETER: parameter, OPERATION: operation } = ccf;
  return {
    kind: 'write',
    event: { type: 'CcfClosed', data: { id, site, parameter, operation, commentId, type: input.type, comment: input.comment } },
  };
};

export const decideAddComment = (found: CcfFacts | null, site: Site, commentId: string, input: CommentInput): Write<CcfCommentAdded> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (!isActive(ccf)) return rejected(fail('conflict', CCF_MESSAGES.notEditable(ccf.STATUS)));
  return {
    kind: 'write',
    event: { type: 'CcfCommentAdded', data: { id: ccf.ID, site, commentId, type: input.type, comment: input.comment } },
  };
};

export type EditDecision = Write<CcfCommentEdited> | { kind: 'unchanged' };

/** Editing: the CCF O or R, the comment one of its own, the user its author; the same text again writes nothing. */
export const decideEditComment = (
  found: CcfFacts | null,
  comment: CommentFacts | null,
  user: { site: Site; username: string },
  commentId: string,
  input: CommentInput,
): EditDecision => {
  const ccf = ownCcf(found, user.site);
  if (isRejected(ccf)) return ccf;
  if (!isActive(ccf)) return rejected(fail('conflict', CCF_MESSAGES.notEditable(ccf.STATUS)));
  if (!comment || comment.ccfId !== ccf.ID) return rejected(fail('not_found', CCF_MESSAGES.commentNotFound));
  if (comment.username.toLowerCase() !== user.username.toLowerCase()) return rejected(fail('forbidden', CCF_MESSAGES.notCommentAuthor));
  if (comment.type === input.type && comment.comment === input.comment) return { kind: 'unchanged' };
  return {
    kind: 'write',
    event: { type: 'CcfCommentEdited', data: { id: ccf.ID, site: user.site, commentId, type: input.type, comment: input.comment } },
  };
};

/** Only a closed CCF is deleted (the permission is the route's). */
export const decideDelete = (found: CcfFacts | null, site: Site): Write<CcfDeleted> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (ccf.STATUS !== 'C') return rejected(fail('conflict', CCF_MESSAGES.onlyClosedDeleted));
  return { kind: 'write', event: { type: 'CcfDeleted', data: { id: ccf.ID, site, parameter: ccf.PARAMETER } } };
};
