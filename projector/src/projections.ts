import { operationsProjection } from './operations/projection.ts';
import type { Projection } from './runtime/projection.ts';
import { sessionsProjection } from './sessions/projection.ts';

/** Every projection of the main read-model group. */
const all = [
  operationsProjection, // one line per projection
  sessionsProjection,
];
export const projections: readonly Projection[] = all as unknown as Projection[];
