import { outsideTriggerBand, type GridColumnDto as GridColumn } from '@ftr/contracts';
import type { CellReading } from './cellText.ts';

/**
 * Cell colouring (spec 1 §5): warning when a CCF parameter is outside its trigger band; danger above the
 * upper check or below the lower check; a stronger danger outside the absolute limits; empty cells shaded.
 * Text that is not a number is 'invalid'. The strongest applicable tone wins; a limit itself is inside.
 */
export type CellTone = 'plain' | 'empty' | 'warning' | 'danger' | 'critical' | 'invalid';

export type ToneLimits = Pick<
  GridColumn,
  'UPPER_CHECK' | 'LOWER_CHECK' | 'UPPER_ABSOLUTE' | 'LOWER_ABSOLUTE' | 'CCF' | 'LOWABS' | 'LOWTRG' | 'HIGHTRG' | 'HIGHABS'
>;

const above = (value: number, limit: number | null) => limit !== null && value > limit;
const below = (value: number, limit: number | null) => limit !== null && value < limit;

/** Outside the column's absolute limits: such a value is invalid (spec 1 §5 Cell input). */
export const outsideAbsolute = (limits: Pick<ToneLimits, 'UPPER_ABSOLUTE' | 'LOWER_ABSOLUTE'>, value: number): boolean =>
  above(value, limits.UPPER_ABSOLUTE) || below(value, limits.LOWER_ABSOLUTE);

export const outsideCheck = (limits: Pick<ToneLimits, 'UPPER_CHECK' | 'LOWER_CHECK'>, value: number): boolean =>
  above(value, limits.UPPER_CHECK) || below(value, limits.LOWER_CHECK);

export const cellTone = (reading: CellReading, limits: ToneLimits): CellTone => {
  if (!reading.readable) return 'invalid';
  const { value } = reading;
  if (value === null) return 'empty';
  if (outsideAbsolute(limits, value)) return 'critical';
  if (outsideCheck(limits, value)) return 'danger';
  if (limits.CCF && outsideTriggerBand(limits, value)) return 'warning';
  return 'plain';
};
