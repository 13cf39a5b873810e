import { AUDIT_MESSAGES, CLOSE_COMMENT_TYPE, type CcfCommentDto, type CcfCommentType, type CcfView } from '@ftr/contracts';

/** Spec 3 §8: CCF loads and saves fail silently on a server failure (status 500 and above). */

/** antd Tag preset colours of the CCF status codes (spec 3 §4); any other code shows in the danger colour. */
export type StatusColour = 'warning' | 'processing' | 'success' | 'default' | 'error';

export const statusColour = (code: string): StatusColour => {
  switch (code) {
    case 'O':
      return 'warning';
    case 'R':
      return 'processing';
    case 'C':
      return 'success';
    case 'X':
      return 'default';
    default:
      return 'error';
  }
};

/** Comments can be added or edited, and data values entered, only while the CCF is open or pending close. */
export const isWritable = (ccf: Pick<CcfView, 'STATUS'>): boolean => ccf.STATUS === 'O' || ccf.STATUS === 'R';

export interface CloseAction {
  /** 'Close CCF' is offered unless the CCF is already closed. */
  shown: boolean;
  enabled: boolean;
  /** Why it is disabled (the button's tooltip). */
  reason: string | null;
}

/** Spec 3 §4: offered unless closed; enabled only when pending close (R) or raised by an operator or a calculation. */
export const closeAction = (ccf: Pick<CcfView, 'STATUS' | 'RAISED_FROM'>): CloseAction => {
  if (ccf.STATUS === 'C') return { shown: false, enabled: false, reason: null };
  if (ccf.STATUS === 'X') return { shown: true, enabled: false, reason: 'A cancelled CCF cannot be closed' };
  if (ccf.STATUS === 'R' || ccf.RAISED_FROM === 'OPERATOR' || ccf.RAISED_FROM === 'CALCULATION') {
    return { shown: true, enabled: true, reason: null };
  }
  return {
    shown: true,
    enabled: false,
    reason: 'A CCF raised from data entry can be closed once its value is back within limits (pending close)',
  };
};

/** Only a closed CCF can be deleted, by a user with maintain-CCF permission (spec 3 §4). */
export const canDelete = (ccf: Pick<CcfView, 'STATUS'>, maintain: boolean): boolean => maintain && ccf.STATUS === 'C';

/** The comment types the raise and comment dialogs offer: every type but the close type (spec 3 §5). */
export const commentTypeOptions = (types: readonly CcfCommentType[]) =>
  types.filter((t) => t.id !== CLOSE_COMMENT_TYPE).map((t) => ({ value: t.id, label: t.name }));

/** One's own comments can be edited while the CCF is writable. */
export const canEditComment = (
  ccf: Pick<CcfView, 'STATUS'>,
  comment: Pick<CcfCommentDto, 'username'>,
  username: string | undefined,
): boolean => isWritable(ccf) && comment.username === username;

const REASON_PREFIX = AUDIT_MESSAGES.reasonRequired([]);

/**
 * The cells named by the server's "give a reason" answer (a 400 of data entry's reason rule), or null
 * when the message is about something else.
 */
export const reasonCells = (message: string): string[] | null => {
  if (!message.startsWith(REASON_PREFIX)) return null;
  const cells = message
    .slice(REASON_PREFIX.length)
    .split(', ')
    .map((c) => c.trim())
    .filter((c) => c !== '');
  return cells.length > 0 ? cells : [message.slice(REASON_PREFIX.length).trim() || 'this value'];
};
