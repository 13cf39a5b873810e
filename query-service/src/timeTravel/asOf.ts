import { TIME_TRAVEL_MESSAGES } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';

/** The instant of a validated `?asOf=` (undefined: now); one in the future is a 400. */
export const asOfInstant = (asOf: string | undefined, now: Date): Date | undefined => {
  if (asOf === undefined) return undefined;
  const instant = new Date(asOf);
  if (instant.getTime() > now.getTime()) throw new AppError('validation', TIME_TRAVEL_MESSAGES.asOfInFuture);
  return instant;
};
