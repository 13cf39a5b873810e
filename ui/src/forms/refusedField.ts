import { parseFieldMessage } from '@ftr/contracts';
import { ApiError } from '../api/ApiError.ts';

/** A 4xx refusal that names one of `fields` ('name: Must be unique'): that field and its message; otherwise null. */
export const refusedField = <K extends string>(error: unknown, fields: readonly K[]): { field: K; message: string } | null =>
  error instanceof ApiError && error.isClientError ? parseFieldMessage(error.message, fields) : null;
