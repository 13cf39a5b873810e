import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { SIGNATURES_READ_MODELS } from './readModels.ts';
import { ApproveReportRunBody, ReportApprovalDto, ReportApprovalParams, SignatureSettingsBody, SignatureSettingsDto } from './schemas.ts';

/** Electronic signatures: a site's settings (which actions need one) and the signed approval of a report run. */
export const signaturesRoutes = {
  getSignatureSettings: defineRoute({
    method: 'GET',
    path: '/signature-settings',
    service: 'command',
    permission: 'authenticated',
    summary: "Which actions need an electronic signature at the user's site (read from the site's settings stream)",
    response: SignatureSettingsDto,
  }),
  saveSignatureSettings: defineRoute({
    method: 'PUT',
    path: '/signature-settings',
    service: 'command',
    permission: 'USERS',
    writeAccess: 1,
    summary: "Replace which actions need an electronic signature at the user's site, and after how many days a correction does",
    body: SignatureSettingsBody,
    response: WriteResult,
  }),
  approveReportRun: defineRoute({
    method: 'POST',
    path: '/report-approvals/:reportId',
    service: 'command',
    permission: 'REPORTS',
    writeAccess: 1,
    summary:
      "Approve a report's run for factory dates at the user's site (reviewed and approved the data), signed when the site requires it",
    params: ReportApprovalParams,
    body: ApproveReportRunBody,
    response: WriteResult,
  }),
  listReportApprovals: defineRoute({
    method: 'GET',
    path: '/report-approvals/:reportId',
    service: 'query',
    permission: 'REPORTS',
    reads: [SIGNATURES_READ_MODELS.reportApprovals],
    summary: "A report's approvals at the user's site, newest first, with their signatures",
    params: ReportApprovalParams,
    response: z.array(ReportApprovalDto),
  }),
};
