import type { OperationStatus } from './schemas.ts';

/** Operation status derived from its dates and today's factory date (spec 1 §4). */
export const operationStatus = (startDate: string, endDate: string, today: string): OperationStatus => {
  if (startDate > today) return 'Pending';
  if (endDate < today) return 'Finished';
  return 'Active';
};

/** Only operations not yet ended can be edited (and never by CO users: see the decider). */
export const isOperationEditable = (endDate: string, today: string): boolean => endDate >= today;

/** Only operations that have not started can be deleted. */
export const isOperationDeletable = (startDate: string, today: string): boolean => startDate > today;
