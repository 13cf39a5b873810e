import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure } from '@ftr/infra/config/infrastructure.ts';
import { verifyReadModels } from '@ftr/projector/integrity/verify.ts';
import { projections } from '@ftr/projector/projections.ts';
import { formatReport } from './integrityReport.ts';

/**
 * `npm run verify`: re-read the event log, refold every read model and report any difference from the
 * stored read models. Safe while the server runs (documents it changes meanwhile are
 * re-checked at its new checkpoint). Exit code 1 when a difference is found.
 */
const infra = await openInfrastructure(readSettings());
try {
  const report = await verifyReadModels({ ...infra, projections });
  console.log(formatReport(report));
  process.exitCode = report.ok ? 0 : 1;
} finally {
  await infra.close();
}
