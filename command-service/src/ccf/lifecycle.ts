// A CCF after it is raised (spec 3 §4, §5): comments, closing, deleting. Pure: the CCF and the comment
// as its stream's fold has them (state.ts) are passed in, ids too.
import {
  CCF_MESSAGES,
  type CcfClosed,
  type CcfCommentAdded,
  type CcfCommentEdited,
  type CcfDeleted,
  type CcfDto,
  type Signature,
  type Site,
  fail,
} from '@ftr/contracts';
import { accept, refused, reject, type Decision, type Rejected } from '../shared/decider.ts';

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

/** The CCF of the user's site, or the 404 that hides every other (nothing about another site leaks). */
export const ownCcf = (ccf: CcfFacts | null, site: Site): CcfFacts | Rejected =>
  ccf && ccf.SITE === site ? ccf : refused(fail('not_found', CCF_MESSAGES.notFound));
export const isRejected = (value: CcfFacts | Rejected): value is Rejected => 'ok' in value;

/** Comments and data values are taken only while the CCF is open (O) or pending close (R). */
export const isActive = (ccf: CcfFacts): boolean => ccf.STATUS === 'O' || ccf.STATUS === 'R';

/** Closing: never twice (C or X); a CCF raised from data entry only once pending close (R). */
export const decideClose = (
  found: CcfFacts | null,
  site: Site,
  commentId: string,
  input: CommentInput,
  signature?: Signature,
): Decision<CcfClosed> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (ccf.STATUS === 'C' || ccf.STATUS === 'X') return reject(fail('conflict', CCF_MESSAGES.alreadyClosed));
  if (ccf.STATUS !== 'R' && ccf.RAISED_FROM === 'DATAENTRY') return reject(fail('conflict', CCF_MESSAGES.cannotClose));
  const { ID: id, PARAMETER: parameter, OPERATION: operation } = ccf;
  const data = { id, site, parameter, operation, commentId, type: input.type, comment: input.comment };
  return accept({ type: 'CcfClosed', data: signature ? { ...data, signature } : data });
};

export const decideAddComment = (found: CcfFacts | null, site: Site, commentId: string, input: CommentInput): Decision<CcfCommentAdded> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (!isActive(ccf)) return reject(fail('conflict', CCF_MESSAGES.notEditable(ccf.STATUS)));
  return accept({ type: 'CcfCommentAdded', data: { id: ccf.ID, site, commentId, type: input.type, comment: input.comment } });
};

/** Editing: the CCF O or R, the comment one of its own, the user its author; the same text again writes nothing. */
export const decideEditComment = (
  found: CcfFacts | null,
  comment: CommentFacts | null,
  user: { site: Site; username: string },
  commentId: string,
  input: CommentInput,
): Decision<CcfCommentEdited> => {
  const ccf = ownCcf(found, user.site);
  if (isRejected(ccf)) return ccf;
  if (!isActive(ccf)) return reject(fail('conflict', CCF_MESSAGES.notEditable(ccf.STATUS)));
  if (!comment || comment.ccfId !== ccf.ID) return reject(fail('not_found', CCF_MESSAGES.commentNotFound));
  if (comment.username.toLowerCase() !== user.username.toLowerCase()) return reject(fail('forbidden', CCF_MESSAGES.notCommentAuthor));
  if (comment.type === input.type && comment.comment === input.comment) return accept();
  return accept({ type: 'CcfCommentEdited', data: { id: ccf.ID, site: user.site, commentId, type: input.type, comment: input.comment } });
};

/** Only a closed CCF is deleted (the permission is the route's). */
export const decideDelete = (found: CcfFacts | null, site: Site): Decision<CcfDeleted> => {
  const ccf = ownCcf(found, site);
  if (isRejected(ccf)) return ccf;
  if (ccf.STATUS !== 'C') return reject(fail('conflict', CCF_MESSAGES.onlyClosedDeleted));
  return accept({ type: 'CcfDeleted', data: { id: ccf.ID, site, parameter: ccf.PARAMETER } });
};
