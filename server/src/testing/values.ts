import type { ChangeRecordInput } from '@ftr/contracts';

/**
 * One cell of a POST /data submission: an Insert when there was no value, a Delete when the value is
 * emptied, an Update otherwise (the type follows from the values, as the grid sends it).
 */
export const changeRecord = (
  OPERATION: string,
  CODE: string,
  FTR_DATE: string,
  FTR_HOUR: number,
  VALUE: number | null,
  ORIGINAL_VALUE: number | null = null,
): ChangeRecordInput => ({
  TYPE: ORIGINAL_VALUE === null ? 'Insert' : VALUE === null ? 'Delete' : 'Update',
  CODE, FTR_DATE, FTR_HOUR, OPERATION, AUDIT: false, VALUE, ORIGINAL_VALUE, VALID: true,
});
