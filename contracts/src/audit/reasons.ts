import { cellName } from '../dataValues/grid.ts';
import type { ChangeType } from '../dataValues/schemas.ts';

/** Stock reasons for a change; 'Other' needs free text. */
export const STOCK_REASONS = [
  'Transcription error',
  'Instrument fault',
  'Late lab result',
  'Sample re-tested',
  'Entered against wrong hour',
  'Other',
] as const;
export type StockReason = (typeof STOCK_REASONS)[number];

/**
 * Which corrections and deletions of submitted values need a reason: those of factory dates before today
 * (the default), every one, or none. Entering a value into an empty cell never needs one.
 */
export const REASON_RULES = ['olderThanToday', 'always', 'never'] as const;
export type ReasonRule = (typeof REASON_RULES)[number];
export const DEFAULT_REASON_RULE: ReasonRule = 'olderThanToday';

/** The reason as stored: the stock reason, then ': ' and the free text when there is any. */
export const composeReason = (stock: StockReason, text = ''): string => {
  const t = text.trim();
  return t ? `${stock}: ${t}` : stock;
};

/** Does the change of a cell need a reason under the rule? `today` is the factory date today. */
export const needsReason = (rule: ReasonRule, change: { TYPE: ChangeType; FTR_DATE: string }, today: string): boolean => {
  if (change.TYPE === 'Insert') return false;
  switch (rule) {
    case 'never':
      return false;
    case 'always':
      return true;
    case 'olderThanToday':
      return change.FTR_DATE < today;
  }
};

/** A usable reason: not empty, and 'Other' only with free text. */
export const isUsableReason = (reason: string | undefined): boolean => {
  const r = reason?.trim() ?? '';
  return r !== '' && r !== 'Other' && r !== 'Other:';
};

interface ReasonedChange {
  TYPE: ChangeType;
  CODE: string;
  FTR_DATE: string;
  FTR_HOUR: number;
  REASON?: string | undefined;
}

/** The cells (named as in messages) whose change needs a reason and has none: the client and the server use this. */
export const cellsMissingReason = (rule: ReasonRule, changes: readonly ReasonedChange[], today: string): string[] =>
  changes.filter((c) => needsReason(rule, c, today) && !isUsableReason(c.REASON)).map((c) => cellName(c.CODE, c.FTR_DATE, c.FTR_HOUR));
