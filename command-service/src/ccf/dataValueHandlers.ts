import { CCF_MESSAGES, ccfRoutes, valuesStream } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { cellValue } from '../dataValues/state.ts';
import { submitWithMetadata } from '../dataValues/submit.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { currentCcf } from './commands.ts';
import { dataValueRecord, decideDataCell } from './dataValue.ts';
import { liveCcf } from './state.ts';
import { ccfReads, refuseCentralOffice } from './writer.ts';

/**
 * POST /ccf-data/:id: the value enters the CCF parameter's cell through data entry's own core (locks,
 * absolute limits, reasons for change, CCF labels: an in-band re-test moves the CCF to R in the same
 * append), as one submission whose value event carries the CCF entry. VIEW_CCF is enough: no screen; the
 * write rule still applies (the user's WRITE_ACCESS must reach a data entry screen holding the parameter,
 * docs/dataValues.md).
 */
export const dataValueHandlers = (deps: DataValueDeps): Handlers<Pick<typeof ccfRoutes, 'addCcfDataValue'>> => {
  const writer = ccfReads(deps);
  return {
    async addCcfDataValue({ params, body, user, request }) {
      refuseCentralOffice(user.site);
      const placed = decideDataCell(liveCcf(await currentCcf(writer, params.id)), user.site, body);
      if (placed.kind === 'rejected') throw toAppError(placed.failure);
      const { ccf, cell } = placed;
      // The week stream's fold is the authority for the cell's current value (data entry's stale check uses it too).
      const week = await deps.weeks.load(valuesStream(user.site, cell.date));
      const made = dataValueRecord(ccf, cell, cellValue(week, ccf.PARAMETER, cell.date, cell.hour), body);
      if (made.kind === 'rejected') throw toAppError(made.failure);
      const submissionId = deps.newId();
      const metadata = requestMetadata(request, user, deps.clock, submissionId);
      const result = await submitWithMetadata(deps, user, { submissionId, records: [made.record], ccf: made.entry }, metadata);
      return {
        message: CCF_MESSAGES.dataValueEntered(ccf.PARAMETER),
        position: result.position,
        submissionId,
        FTR_DATE: cell.date,
        FTR_HOUR: cell.hour,
      };
    },
  };
};
