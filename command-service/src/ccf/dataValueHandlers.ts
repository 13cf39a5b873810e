import { CCF_MESSAGES, ccfRoutes, ccfStream, valuesStream, type CcfDataValueEntered, type ChangeRecord, type Site } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { cellValue } from '../dataValues/state.ts';
import { checkSubmission, submitWithMetadata, type Submission } from '../dataValues/submit.ts';
import { noFacts, type CommandSpec, handleCommand } from '../shared/handleCommand.ts';
import { requestMetadata } from '../shared/metadata.ts';
import { currentCcf } from './commands.ts';
import { dataValueEvent, dataValueRecord, decideDataCell, decideDataValue, type DataValueInput } from './dataValue.ts';
import { ccfEvolver, liveCcf, type CcfState } from './state.ts';
import { refuseCentralOffice } from './writer.ts';

/** The data value on its CCF's stream: decided on the stream's fold, appended at the revision folded. */
const dataValueOnCcf = (
  id: string,
  site: Site,
  input: DataValueInput,
  event: CcfDataValueEntered,
): CommandSpec<null, CcfState, CcfDataValueEntered, undefined> => ({
  stream: ccfStream(id),
  evolver: ccfEvolver,
  loadFacts: noFacts,
  decide: (_command, state) => decideDataValue(liveCcf(state), site, input, event),
});

/** The week submission a CCF data value is (its record and CCF entry): the request writes it, and the CCF manager after a crash. */
export const dataValueSubmission = ({ data }: CcfDataValueEntered): Submission => {
  const record: ChangeRecord = {
    TYPE: data.kind,
    CODE: data.parameter,
    FTR_DATE: data.date,
    FTR_HOUR: data.hour,
    OPERATION: data.operation,
    AUDIT: false,
    VALUE: data.value,
    ORIGINAL_VALUE: data.previous,
    VALID: true,
    ...(data.reason ? { REASON: data.reason } : {}),
  };
  return {
    submissionId: data.submissionId,
    records: [record],
    ccf: { id: data.id, analyst: data.analyst, realDateTime: data.realDateTime },
  };
};

/**
 * POST /ccf-data/:id (docs/ccf.md): the value must pass data entry's own rules (locks, absolute limits,
 * reasons, the stale check: nothing written when refused), then it is decided on the CCF's stream at its
 * expected revision (a close appended in between is seen: 409) and written to the week as one submission
 * whose value event carries the CCF entry (its labels too: an in-band re-test moves the CCF to R). VIEW_CCF
 * is enough: no screen; the write rule still applies (docs/dataValues.md).
 */
export const dataValueHandlers = (deps: DataValueDeps): Handlers<Pick<typeof ccfRoutes, 'addCcfDataValue'>> => ({
  async addCcfDataValue({ params, body, user, request }) {
    refuseCentralOffice(user.site);
    const placed = decideDataCell(liveCcf(await currentCcf(deps.eventStore, params.id)), user.site, body);
    if (!placed.ok) throw toAppError(placed.failure);
    const { ccf, cell } = placed.answer;
    // The week stream's fold is the authority for the cell's current value (data entry's stale check uses it too).
    const week = await deps.weeks.load(valuesStream(user.site, cell.date));
    const made = dataValueRecord(ccf, cell, cellValue(week, ccf.PARAMETER, cell.date, cell.hour), body);
    if (!made.ok) throw toAppError(made.failure);
    const { record, entry } = made.answer;
    const submissionId = deps.newId();
    const metadata = requestMetadata(request, user, deps.clock, submissionId);
    const submission = { submissionId, records: [record], ccf: entry };
    await checkSubmission(deps, user, submission);
    const event = dataValueEvent(ccf, record, entry, submissionId);
    await handleCommand(deps.eventStore, dataValueOnCcf(params.id, user.site, body, event), null, metadata);
    const result = await submitWithMetadata(deps, user, submission, metadata);
    return {
      message: CCF_MESSAGES.dataValueEntered(ccf.PARAMETER),
      position: result.position,
      submissionId,
      FTR_DATE: cell.date,
      FTR_HOUR: cell.hour,
    };
  },
});
