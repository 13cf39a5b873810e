import {
  isCentralOffice,
  reportApprovalStream,
  reportStream,
  signatureSettingsStream,
  SIGNATURE_MESSAGES as M,
  type signaturesRoutes,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { StoreDeps } from '../deps.ts';
import { definitionEvolver } from '../reports/decider.ts';
import { commandRoute, positionAnswer } from '../shared/commandRoute.ts';
import { fold } from '../shared/decider.ts';
import { reportApprovalDecider, signatureSettingsDecider, type ApproveReportRun, type SignatureSettingsCommand } from './decider.ts';
import { loadSignatureSettings } from './settings.ts';
import type { Signer } from './signer.ts';

type CommandRoutes = Pick<typeof signaturesRoutes, 'getSignatureSettings' | 'saveSignatureSettings' | 'approveReportRun'>;

/** A site's signature settings (the user's current site) and the approval of a report run. */
export const signaturesHandlers = (deps: StoreDeps, signer: Signer): Handlers<CommandRoutes> => ({
  getSignatureSettings: ({ user }) => loadSignatureSettings(deps.eventStore, user.site),
  saveSignatureSettings: commandRoute(deps, {
    command: ({ body, user }): SignatureSettingsCommand => ({
      kind: 'SaveSignatureSettings',
      site: user.site,
      actions: body.actions,
      correctionDays: body.correctionDays,
    }),
    spec: (command: SignatureSettingsCommand) => ({
      stream: signatureSettingsStream(command.site),
      decider: signatureSettingsDecider(command.site),
    }),
    answer: positionAnswer(M.settingsSaved),
  }),
  approveReportRun: commandRoute(deps, {
    async command(input): Promise<ApproveReportRun> {
      const { params, body, user } = input;
      const signature = await signer.signFor(input, body.signature, 'reportApproval');
      const report = fold(definitionEvolver, await deps.eventStore.readStream(reportStream(params.reportId)));
      // A report of the user's site, or a head-office one every site runs; another site's is not found.
      const reportExists =
        report.status === 'present' && report.kind === 'REPORT' && (report.site === user.site || isCentralOffice(report.site));
      const { fromDate, toDate } = body;
      return { kind: 'ApproveReportRun', site: user.site, reportId: params.reportId, fromDate, toDate, signature, reportExists };
    },
    spec: (command: ApproveReportRun) => ({
      stream: reportApprovalStream(command.site, command.reportId),
      decider: reportApprovalDecider,
      journal: true,
    }),
    answer: (result, command: ApproveReportRun) =>
      positionAnswer(M.reportApproved(command.reportId, command.fromDate, command.toDate))(result),
  }),
});
