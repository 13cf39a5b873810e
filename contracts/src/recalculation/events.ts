import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';

// Lifecycle of a recalculation job, appended to the site's recalc stream after its RecalculationRequested
// (dataValues/events.ts): a restart skips completed jobs, and the user's jobs read model shows progress.

const Job = z.object({ site: Site, jobId: z.string(), requestedBy: z.string() });
const Count = z.number().int().nonnegative();

/** The job began: `total` week streams to go through. */
export const RecalculationStarted = defineEvent('RecalculationStarted', Job.extend({ total: Count }));

/** `done` of `total` weeks are through, `changed` values written so far. */
export const RecalculationProgressed = defineEvent('RecalculationProgressed', Job.extend({ done: Count, total: Count, changed: Count }));

/** The job ended: `changed` values written; `failed` says why when it could not finish. */
export const RecalculationCompleted = defineEvent('RecalculationCompleted', Job.extend({ changed: Count, failed: z.string().optional() }));

export type RecalculationStarted = EventOf<typeof RecalculationStarted>;
export type RecalculationProgressed = EventOf<typeof RecalculationProgressed>;
export type RecalculationCompleted = EventOf<typeof RecalculationCompleted>;
export type RecalculationLifecycleEvent = RecalculationStarted | RecalculationProgressed | RecalculationCompleted;
export const RECALCULATION_LIFECYCLE_TYPES = [
  'RecalculationStarted',
  'RecalculationProgressed',
  'RecalculationCompleted',
] as const satisfies readonly RecalculationLifecycleEvent['type'][];
export const RECALCULATION_EVENTS = [RecalculationStarted, RecalculationProgressed, RecalculationCompleted] as const;
