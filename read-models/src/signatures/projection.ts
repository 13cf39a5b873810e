import { READ_MODELS, type ReportApprovalEvent, type Signature, type Site } from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

/** One approval of a report's run at a site; never changed afterwards (the signature is the event's own). */
export interface ReportApprovalDoc extends ProjectedDoc {
  SITE: Site;
  REPORT_ID: number;
  FROM_DATE: string;
  TO_DATE: string;
  APPROVED_BY: string;
  APPROVED_AT: string;
  /** The global position, zero-padded to sort as text (newest first in the list). */
  POS: string;
  SIGNATURE: Signature | null;
}

export const REPORT_APPROVALS_COLLECTION = READ_MODELS.reportApprovals;

export const reportApprovalsProjection: ProjectionOf<ReportApprovalDoc, ReportApprovalEvent> = {
  collection: { name: REPORT_APPROVALS_COLLECTION, indexes: [{ fields: ['SITE', 'REPORT_ID', 'POS'] }] },
  handles: ['ReportRunApproved'],
  id: (event) => `${event.stream}@${event.revision}`,
  perEvent: true,
  evolve: (_doc, event) => ({
    _id: `${event.stream}@${event.revision}`,
    SITE: event.data.site,
    REPORT_ID: event.data.reportId,
    FROM_DATE: event.data.fromDate,
    TO_DATE: event.data.toDate,
    APPROVED_BY: event.metadata.userId,
    APPROVED_AT: event.metadata.timestamp,
    POS: event.position.toString().padStart(20, '0'),
    SIGNATURE: event.data.signature,
  }),
  siteOf: (_doc, event) => event.data.site,
};
