import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';

// Lifecycle of a recalculation job, appended to the site's recalc stream after its RecalculationRequested
// (dataValues/events.ts): a restart skips completed jobs, and the user's jobs read model shows progress.

/** The job began: `total` week streams to go through. */
export type RecalculationStarted = DomainEvent<'RecalculationStarted', { site: Site; jobId: string; requestedBy: string; total: number }>;

/** `done` of `total` weeks are through, `changed` values written so far. */
export type RecalculationProgressed = DomainEvent<
  'RecalculationProgressed',
  { site: Site; jobId: string; requestedBy: string; done: number; total: number; changed: number }
>;

/** The job ended: `changed` values written; `failed` says why when it could not finish. */
export type RecalculationCompleted = DomainEvent<
  'RecalculationCompleted',
  { site: Site; jobId: string; requestedBy: string; changed: number; failed?: string }
>;

export type RecalculationLifecycleEvent = RecalculationStarted | RecalculationProgressed | RecalculationCompleted;
export const RECALCULATION_LIFECYCLE_TYPES = ['RecalculationStarted', 'RecalculationProgressed', 'RecalculationCompleted'] as const;
