import type { ReportApprovalDto, Site } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { REPORT_APPROVALS_COLLECTION, type ReportApprovalDoc } from '@ftr/read-models/signatures/projection.ts';

/** A report's approvals at a site, newest first (the list and the run's workbook read them alike). */
export const reportApprovals = async (readStore: ReadStore, site: Site, reportId: number): Promise<ReportApprovalDto[]> => {
  const docs = await readStore.find<ReportApprovalDoc>(REPORT_APPROVALS_COLLECTION, {
    where: { SITE: site, REPORT_ID: reportId },
    sort: [{ field: 'POS', direction: 'desc' }],
    limit: 1000,
  });
  return docs.map((doc) => ({
    reportId: doc.REPORT_ID,
    fromDate: doc.FROM_DATE,
    toDate: doc.TO_DATE,
    approvedBy: doc.APPROVED_BY,
    approvedAt: doc.APPROVED_AT,
    signature: doc.SIGNATURE,
  }));
};
