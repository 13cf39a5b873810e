// What a wallboard cell says about its value's limits, in shape as well as colour:
// readable across a room and by people who do not tell red from green.
import type { LiveColumnDto } from '@ftr/contracts';

/** high/low: outside the check limits; absHigh/absLow: outside the absolute limits (the stronger mark). */
export type CellMark = 'plain' | 'high' | 'low' | 'absHigh' | 'absLow';

/** The symbol shown beside a value: one triangle outside the check limits, two outside the absolute ones. */
export const MARK_SYMBOL: Record<CellMark, string> = { plain: '', high: '▲', low: '▼', absHigh: '▲▲', absLow: '▼▼' };

/** What each mark means, for screen readers and the cell's tooltip. */
export const MARK_TEXT: Record<CellMark, string> = {
  plain: '',
  high: 'above the upper check limit',
  low: 'below the lower check limit',
  absHigh: 'above the upper absolute limit',
  absLow: 'below the lower absolute limit',
};

type Limits = Pick<LiveColumnDto, 'UPPER_CHECK' | 'LOWER_CHECK' | 'UPPER_ABSOLUTE' | 'LOWER_ABSOLUTE'>;

/** The mark of a value (a limit itself is inside); the absolute limits win over the check limits. */
export const cellMark = (limits: Limits, value: number | null): CellMark => {
  if (value === null) return 'plain';
  if (limits.UPPER_ABSOLUTE !== null && value > limits.UPPER_ABSOLUTE) return 'absHigh';
  if (limits.LOWER_ABSOLUTE !== null && value < limits.LOWER_ABSOLUTE) return 'absLow';
  if (limits.UPPER_CHECK !== null && value > limits.UPPER_CHECK) return 'high';
  if (limits.LOWER_CHECK !== null && value < limits.LOWER_CHECK) return 'low';
  return 'plain';
};
