import { operationsProjection } from './operations/projection.ts';
import type { Projection } from './runtime/projection.ts';
import { sessionsProjection } from './sessions/projection.ts';

/** Every projection of the main read-model group. */
export const projections: readonly Projection[] = [operationsProjection as unknown as Projection, sessionsProjection as unknown as Projection];
