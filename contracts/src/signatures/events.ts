import { z } from 'zod';
import { FactoryDate } from '../dataValues/schemas.ts';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { Signature, SignedAction } from './schemas.ts';

/** A site's signature settings, replaced whole by an administrator (the event is the audit of the change). */
export const SignatureSettingsChanged = defineEvent(
  'SignatureSettingsChanged',
  z.object({ site: Site, actions: z.array(SignedAction), correctionDays: z.number().int() }),
);
export type SignatureSettingsChanged = EventOf<typeof SignatureSettingsChanged>;

/**
 * A report's run for factory dates reviewed and approved; `signature` is present when the site required one
 * (or the approver signed anyway), null otherwise.
 */
export const ReportRunApproved = defineEvent(
  'ReportRunApproved',
  z.object({
    site: Site,
    reportId: z.number().int(),
    fromDate: FactoryDate,
    toDate: FactoryDate,
    signature: Signature.nullable(),
  }),
);
export type ReportRunApproved = EventOf<typeof ReportRunApproved>;

export type SignatureSettingsEvent = SignatureSettingsChanged;
export type ReportApprovalEvent = ReportRunApproved;
export const SIGNATURES_EVENTS = [SignatureSettingsChanged, ReportRunApproved] as const;

/** One settings stream per site. */
export const signatureSettingsStream = (site: Site): string => `signatureSettings-${site}`;
/** One approvals stream per report per site. */
export const reportApprovalStream = (site: Site, reportId: number): string => `reportApprovals-${site}_${reportId}`;
