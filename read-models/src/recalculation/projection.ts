import {
  assertNever,
  recalculationJobId,
  type RecalculationJobDto,
  type RecalculationLifecycleEvent,
  type RecalculationRequested,
  type StoredOf,
  READ_MODELS,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/**
 * A recalculation job as its requester follows it (the DTO's fields) plus, for the query, who asked and
 * the request's log position zero-padded (requests in one instant still sort in the order they came).
 */
export type RecalculationJobDoc = ProjectedDoc & RecalculationJobDto & { REQUESTED_BY: string; REQUESTED_SEQ: string };

export const RECALCULATION_JOBS_COLLECTION = READ_MODELS.recalculationJobs;

type JobEvent = RecalculationRequested | RecalculationLifecycleEvent;

const idOf = (event: StoredOf<JobEvent>): string => {
  return event.type === 'RecalculationRequested' ? recalculationJobId(event.stream, event.revision) : event.data.jobId;
};

/**
 * The `recalculationJobs` read model, one document per job: queued on the request, running with its
 * progress, then completed or failed. A change notice goes to the requesting user's sockets only.
 */
export const recalculationJobsProjection: ProjectionOf<RecalculationJobDoc, JobEvent> = {
  collection: { name: RECALCULATION_JOBS_COLLECTION, indexes: [{ fields: ['REQUESTED_BY', 'SITE', 'REQUESTED_SEQ'] }] },
  handles: ['RecalculationRequested', 'RecalculationStarted', 'RecalculationProgressed', 'RecalculationCompleted'],
  id: idOf,
  evolve(doc, event) {
    switch (event.type) {
      case 'RecalculationRequested': {
        const { site, operation, from, requestedBy, cell } = event.data;
        return {
          _id: idOf(event),
          JOB_ID: idOf(event),
          SITE: site,
          OPERATION: operation,
          FROM: from,
          CODE: cell?.code ?? null,
          FTR_DATE: cell?.date ?? null,
          FTR_HOUR: cell?.hour ?? null,
          STATUS: 'queued',
          DONE: 0,
          TOTAL: 0,
          CHANGED: 0,
          ERROR: null,
          REQUESTED_BY: requestedBy,
          REQUESTED_AT: event.metadata.timestamp,
          REQUESTED_SEQ: event.position.toString().padStart(20, '0'),
          COMPLETED_AT: null,
        };
      }
      case 'RecalculationStarted':
        return doc ? { ...doc, STATUS: 'running', TOTAL: event.data.total } : null;
      case 'RecalculationProgressed':
        return doc ? { ...doc, STATUS: 'running', DONE: event.data.done, TOTAL: event.data.total, CHANGED: event.data.changed } : null;
      case 'RecalculationCompleted': {
        if (!doc) return null;
        const { failed, changed } = event.data;
        const finished = { ...doc, CHANGED: changed, COMPLETED_AT: event.metadata.timestamp };
        return failed === undefined
          ? { ...finished, STATUS: 'completed', DONE: doc.TOTAL, ERROR: null }
          : { ...finished, STATUS: 'failed', ERROR: failed };
      }
      default:
        return assertNever(event);
    }
  },
  userOf: (_doc, event) => event.data.requestedBy,
};
