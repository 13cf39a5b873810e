import { z } from 'zod';
import { Site } from '../sites.ts';

/** What a signer declares by signing (the meaning is part of the signature, chosen at the moment of signing). */
export const SIGNATURE_MEANINGS = ['Reviewed', 'Approved', 'Responsible', 'Closed'] as const;
export const SignatureMeaning = z.enum(SIGNATURE_MEANINGS, { error: 'Choose the meaning of your signature' });
export type SignatureMeaning = z.infer<typeof SignatureMeaning>;

/**
 * The signing act a signed command carries: the signer's password, entered again for this action (a
 * signed-in session alone does not sign), and the meaning. The signer is always the token's user.
 */
export const SignatureInput = z.object({
  password: z.string({ error: 'Enter your password to sign' }).min(1, 'Enter your password to sign').max(200),
  meaning: SignatureMeaning,
});
export type SignatureInput = z.infer<typeof SignatureInput>;

/** A signature as recorded inside the event it signs, so it cannot be moved to another record. */
export const Signature = z.object({
  userId: z.string(),
  username: z.string(),
  printedName: z.string(),
  meaning: SignatureMeaning,
  signedAt: z.string(),
});
export type Signature = z.infer<typeof Signature>;

/** The actions a site may require a signature for. */
export const SIGNED_ACTIONS = ['ccfClose', 'parameterLimits', 'valueCorrection', 'reportApproval'] as const;
export const SignedAction = z.enum(SIGNED_ACTIONS, { error: 'Unknown action' });
export type SignedAction = z.infer<typeof SignedAction>;

export const SIGNED_ACTION_LABELS: Record<SignedAction, string> = {
  ccfClose: 'Closing a CCF',
  parameterLimits: "Changing a parameter's limits (check, absolute, CCF)",
  valueCorrection: 'Correcting a value older than the set number of days',
  reportApproval: "Approving a report run (reviewed and approved the week's data)",
};

/** Corrections of values older than this many days need a signature, when the site requires it. */
export const DEFAULT_CORRECTION_DAYS = 7;
export const MAX_CORRECTION_DAYS = 3650;

export const SignatureSettingsBody = z.object({
  actions: z
    .array(SignedAction)
    .max(SIGNED_ACTIONS.length)
    .transform((actions) => [...new Set(actions)]),
  correctionDays: z
    .number({ error: 'Days must be a whole number' })
    .int('Days must be a whole number')
    .min(0, 'Days must be 0 or more')
    .max(MAX_CORRECTION_DAYS, `Days must be at most ${MAX_CORRECTION_DAYS}`),
});
export type SignatureSettingsBody = z.input<typeof SignatureSettingsBody>;

export const SignatureSettingsDto = z.object({
  site: Site,
  actions: z.array(SignedAction),
  correctionDays: z.number().int(),
});
export type SignatureSettingsDto = z.infer<typeof SignatureSettingsDto>;

/** A site that never changed its settings requires no signatures. */
export const defaultSignatureSettings = (site: Site): SignatureSettingsDto => ({
  site,
  actions: [],
  correctionDays: DEFAULT_CORRECTION_DAYS,
});

export const requiresSignature = (settings: SignatureSettingsDto, action: SignedAction): boolean => settings.actions.includes(action);

/** The compact line a signature shows as wherever its record shows. */
export const signatureLine = (signature: Signature): string =>
  `Signed: ${signature.printedName} (${signature.username}), ${signature.meaning}, ${signature.signedAt}`;

const ReportId = z.coerce.number({ error: 'Report id must be a number' }).int().positive();
const Day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Date must be YYYY-MM-DD');

export const ReportApprovalParams = z.object({ reportId: ReportId });

/** POST /report-approvals/:reportId: the run's factory dates, and the signature when the site requires one. */
export const ApproveReportRunBody = z.object({
  fromDate: Day,
  toDate: Day,
  signature: SignatureInput.optional(),
});
export type ApproveReportRunBody = z.input<typeof ApproveReportRunBody>;

/** One approval of a report's run at the user's site. */
export const ReportApprovalDto = z.object({
  reportId: z.number().int(),
  fromDate: z.string(),
  toDate: z.string(),
  approvedBy: z.string(),
  approvedAt: z.string(),
  signature: Signature.nullable(),
});
export type ReportApprovalDto = z.infer<typeof ReportApprovalDto>;
