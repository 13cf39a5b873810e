import { fail, SIGNATURE_MESSAGES, type Signature } from '@ftr/contracts';
import { deciderSpec } from '../shared/deciderSpec.ts';
import { reportApprovalDecider, signatureSettingsDecider, type ApproveReportRun } from './decider.ts';

const settings = deciderSpec(signatureSettingsDecider('BA'));
const approvals = deciderSpec(reportApprovalDecider);
const signature: Signature = { userId: 'a', username: 'a', printedName: 'A B', meaning: 'Approved', signedAt: '2026-11-25T10:30:00.000Z' };
const approve = (over: Partial<ApproveReportRun> = {}): ApproveReportRun => ({
  kind: 'ApproveReportRun',
  site: 'BA',
  reportId: 7,
  fromDate: '2026-11-16',
  toDate: '2026-11-22',
  signature,
  reportExists: true,
  ...over,
});

describe('signature settings decider', () => {
  it('records a change of the actions or days', () => {
    settings
      .given()
      .when({ kind: 'SaveSignatureSettings', site: 'BA', actions: ['ccfClose'], correctionDays: 7 })
      .then([{ type: 'SignatureSettingsChanged', data: { site: 'BA', actions: ['ccfClose'], correctionDays: 7 } }]);
  });
  it('writes nothing for the same settings (in any order)', () => {
    settings
      .given({ type: 'SignatureSettingsChanged', data: { site: 'BA', actions: ['ccfClose', 'reportApproval'], correctionDays: 3 } })
      .when({ kind: 'SaveSignatureSettings', site: 'BA', actions: ['reportApproval', 'ccfClose'], correctionDays: 3 })
      .then([]);
  });
});

describe('report approval decider', () => {
  it('records the approval with its signature (none: null)', () => {
    const data = { site: 'BA' as const, reportId: 7, fromDate: '2026-11-16', toDate: '2026-11-22' };
    approvals
      .given()
      .when(approve())
      .then([{ type: 'ReportRunApproved', data: { ...data, signature } }]);
    approvals
      .given()
      .when(approve({ signature: undefined }))
      .then([{ type: 'ReportRunApproved', data: { ...data, signature: null } }]);
  });
  it('refuses a report that does not exist or dates in the wrong order', () => {
    approvals
      .given()
      .when(approve({ reportExists: false }))
      .then(fail('not_found', SIGNATURE_MESSAGES.reportNotFound(7)));
    approvals
      .given()
      .when(approve({ fromDate: '2026-11-23' }))
      .then(fail('validation', SIGNATURE_MESSAGES.rangeOrder));
  });
});
