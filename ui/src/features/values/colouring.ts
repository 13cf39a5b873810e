import { limitBreach, outsideTriggerBand, type GridColumnDto as GridColumn } from '@ftr/contracts';
import type { CellReading } from './cellText.ts';

/**
 * Cell colouring (spec 1 §5): warning when a CCF parameter is outside its trigger band; danger above the
 * upper check or below the lower check; a stronger danger outside the absolute limits; empty cells shaded.
 * Text that is not a number is 'invalid'. The strongest applicable tone wins; a limit itself is inside.
 * Which limit a value breaks is the contract's `limitBreach`, the rule the server refuses by. The grid
 * draws 'danger' (outside check: allowed) amber and 'critical' (outside absolute: refused) red.
 */
export type CellTone = 'plain' | 'empty' | 'warning' | 'danger' | 'critical' | 'invalid';

export type ToneLimits = Pick<
  GridColumn,
  'UPPER_CHECK' | 'LOWER_CHECK' | 'UPPER_ABSOLUTE' | 'LOWER_ABSOLUTE' | 'CCF' | 'LOWABS' | 'LOWTRG' | 'HIGHTRG' | 'HIGHABS'
>;

/** Outside the check limits (whatever the absolute ones say): the wallboard's red. */
export const outsideCheck = (limits: Pick<ToneLimits, 'UPPER_CHECK' | 'LOWER_CHECK'>, value: number): boolean =>
  limitBreach({ ...limits, UPPER_ABSOLUTE: null, LOWER_ABSOLUTE: null }, value) !== null;

export const cellTone = (reading: CellReading, limits: ToneLimits): CellTone => {
  if (!reading.readable) return 'invalid';
  const { value } = reading;
  if (value === null) return 'empty';
  const breach = limitBreach(limits, value);
  if (breach?.kind === 'absolute') return 'critical';
  if (breach?.kind === 'check') return 'danger';
  if (limits.CCF && outsideTriggerBand(limits, value)) return 'warning';
  return 'plain';
};
