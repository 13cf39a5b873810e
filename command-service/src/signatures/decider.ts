import {
  fail,
  SIGNATURE_MESSAGES as M,
  type ReportApprovalEvent,
  type Signature,
  type SignatureSettingsDto,
  type SignatureSettingsEvent,
  type SignedAction,
  type Site,
} from '@ftr/contracts';
import { accept, reject, type Decider, type Decision } from '../shared/decider.ts';
import { signatureSettingsEvolver } from './settings.ts';

export type SignatureSettingsCommand = { kind: 'SaveSignatureSettings'; site: Site; actions: SignedAction[]; correctionDays: number };

const sameActions = (a: readonly SignedAction[], b: readonly SignedAction[]) => a.length === b.length && a.every((x) => b.includes(x));

/** A site's settings replaced whole; the same settings again write nothing. */
export const decideSignatureSettings = (
  command: SignatureSettingsCommand,
  state: SignatureSettingsDto,
): Decision<SignatureSettingsEvent> => {
  const { site, actions, correctionDays } = command;
  if (sameActions(state.actions, actions) && state.correctionDays === correctionDays) return accept();
  return accept({ type: 'SignatureSettingsChanged', data: { site, actions, correctionDays } });
};

export const signatureSettingsDecider = (site: Site): Decider<SignatureSettingsCommand, SignatureSettingsDto, SignatureSettingsEvent> => ({
  ...signatureSettingsEvolver(site),
  decide: decideSignatureSettings,
});

export interface ApproveReportRun {
  kind: 'ApproveReportRun';
  site: Site;
  reportId: number;
  fromDate: string;
  toDate: string;
  /** Verified by the handler (the signing act); undefined when the site requires none and none was given. */
  signature: Signature | undefined;
  /** The report definition exists (present and a report, not a grabber). */
  reportExists: boolean;
}

/** The approval is a journal entry of the report's approvals at the site: each approval is its own record. */
export const decideReportApproval = (command: ApproveReportRun): Decision<ReportApprovalEvent> => {
  const { site, reportId, fromDate, toDate, signature, reportExists } = command;
  if (!reportExists) return reject(fail('not_found', M.reportNotFound(reportId)));
  if (fromDate > toDate) return reject(fail('validation', M.rangeOrder));
  return accept({ type: 'ReportRunApproved', data: { site, reportId, fromDate, toDate, signature: signature ?? null } });
};

export const reportApprovalDecider: Decider<ApproveReportRun, null, ReportApprovalEvent> = {
  initialState: null,
  evolve: () => null,
  decide: (command) => decideReportApproval(command),
};
