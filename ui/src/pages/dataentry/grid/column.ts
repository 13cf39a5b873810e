import type { GridColumnDto } from '@ftr/contracts';

/** A grid column: a screen member joined with its parameter and its CCF state for the operation. */
export type GridColumn = GridColumnDto;

/** Calculated (SIM) columns are not entered (spec 1 §4); constants (CON) are entered like measurements. */
export const isCalculated = (column: Pick<GridColumn, 'TYPE_ID'>): boolean => column.TYPE_ID === 'SIM';
