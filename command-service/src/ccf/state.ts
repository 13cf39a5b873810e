// A CCF's state, folded from its own stream `ccf-{id}` (docs/ccf.md): the single source every CCF
// decision is made on. Raises and pending closes caused by values reach it through the pair (pair.ts),
// each marked by the label intent that caused it; those a store kept on week streams before the CCF was
// one aggregate are copied once (linker.ts), marked by the week event they copy.
import { assertNever, type CcfDataValueEntered, type CcfEvent, type EventMetadata } from '@ftr/contracts';
import type { Evolver } from '../shared/decider.ts';
import type { CcfFacts, CommentFacts } from './lifecycle.ts';

export interface CcfState {
  /** The CCF as raised and moved since (null: never raised on this stream). */
  ccf: CcfFacts | null;
  deleted: boolean;
  /** Its comments by comment id, with their authors. */
  comments: ReadonlyMap<string, CommentFacts>;
  /** The week events already applied here (their `linkKey` or `intentKey`), so each is written once. */
  linked: ReadonlySet<string>;
}

export const emptyCcfState: CcfState = { ccf: null, deleted: false, comments: new Map(), linked: new Set() };

/** A CCF event as folded: stored (with its metadata) or, in a decider test, bare. */
export type Folded = (CcfEvent | CcfDataValueEntered) & { metadata?: Pick<EventMetadata, 'userId' | 'causationId'> };

const withComment = (state: CcfState, commentId: string, comment: CommentFacts): CcfState => ({
  ...state,
  comments: new Map(state.comments).set(commentId, comment),
});

const evolveCcf = (state: CcfState, event: Folded): CcfState => {
  const { ccf } = state;
  switch (event.type) {
    case 'CcfRaised': {
      // The first raise names the CCF; a second raise of the same id (two raisers of one pair) is the same CCF.
      if (ccf) return state;
      const d = event.data;
      return {
        ...state,
        ccf: { ID: d.id, SITE: d.site, PARAMETER: d.parameter, OPERATION: d.operation, STATUS: 'O', RAISED_FROM: d.raisedFrom },
      };
    }
    case 'CcfPendingClose':
      return ccf?.STATUS === 'O' ? { ...state, ccf: { ...ccf, STATUS: 'R' } } : state;
    case 'CcfCommentAdded':
    case 'CcfCommentEdited':
      return withComment(state, event.data.commentId, {
        ccfId: event.data.id,
        username: state.comments.get(event.data.commentId)?.username ?? event.metadata?.userId ?? '',
        type: event.data.type,
        comment: event.data.comment,
      });
    case 'CcfClosed':
      return ccf ? { ...state, ccf: { ...ccf, STATUS: 'C' } } : state;
    case 'CcfDeleted':
      return { ...state, deleted: true };
    case 'CcfDataValueEntered': // a value, written to its week: the CCF's status and comments stay
      return state;
    default:
      return assertNever(event);
  }
};

/** Folds `ccf-{id}`; every event a week event caused is remembered by its key (metadata.causationId). */
export const ccfEvolver: Evolver<CcfState, Folded> = {
  initialState: emptyCcfState,
  evolve(state, event) {
    const next = evolveCcf(state, event);
    const key = event.metadata?.causationId;
    return key !== undefined && isLinkKey(key) ? { ...next, linked: new Set(next.linked).add(key) } : next;
  },
};

/** The CCF the stream's decisions see: none when never raised or deleted. */
export const liveCcf = (state: CcfState): CcfFacts | null => (state.deleted ? null : state.ccf);

const LINK_PREFIX = 'ccf-link:';
const INTENT_PREFIX = 'ccf-label:';
/** The key of a legacy week event copied to a CCF stream: its stream and revision (the same however often it is copied). */
export const linkKey = (stream: string, revision: number): string => `${LINK_PREFIX}${stream}@${revision}`;
/** The key of a label intent (its week stream and revision): the cause of whatever the pair decides on it. */
export const intentKey = (stream: string, revision: number): string => `${INTENT_PREFIX}${stream}@${revision}`;
const isLinkKey = (key: string): boolean => key.startsWith(LINK_PREFIX) || key.startsWith(INTENT_PREFIX);
