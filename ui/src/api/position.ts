import { MIN_POSITION_HEADER, type OwningService } from '@ftr/contracts';

/**
 * Read-your-writes: the highest global event position this browser has seen (from write answers,
 * sign-in and live change notices). Reads send it in x-min-position (positionHeader); the server waits, bounded,
 * until its read models have caught up to it.
 */
let highest: bigint | null = null;

const POSITION = /^\d+$/;

export const notePosition = (position: string): void => {
  if (!POSITION.test(position)) return;
  const value = BigInt(position);
  if (highest === null || value > highest) highest = value;
};

/** The header a call to a route of `service` carries: reads (the query service's routes, any method) ask for the position. */
export const positionHeader = (service: OwningService): Record<string, string> =>
  service === 'query' && highest !== null ? { [MIN_POSITION_HEADER]: highest.toString() } : {};

/** Write results and the login result carry `position`; remember it if present. */
export const noteResponsePosition = (data: unknown): void => {
  if (typeof data === 'object' && data !== null && 'position' in data && typeof data.position === 'string') {
    notePosition(data.position);
  }
};
