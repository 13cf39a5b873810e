import { MAX_OFFERED_OPERATIONS, addDays, type OperationDto } from '@ftr/contracts';

export interface DateRange {
  from: string;
  to: string;
}

/** Spec 1 §9: the last 7 factory days, today included. */
export const lastSevenDays = (today: string): DateRange => ({ from: addDays(today, -6), to: today });

/** The operations offered: the latest MAX_OFFERED_OPERATIONS by start date (spec 1 §9), each code once. */
export const offeredOperations = (operations: readonly OperationDto[]): string[] =>
  [...new Set([...operations].sort((a, b) => b.START_DATE.localeCompare(a.START_DATE)).map((o) => o.OPTN_CODE))].slice(
    0,
    MAX_OFFERED_OPERATIONS,
  );
