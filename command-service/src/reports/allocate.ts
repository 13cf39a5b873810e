import { REPORT_COUNTER_STREAM, REPORT_ERRORS, type ReportIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { accept, type Decision, type Evolver } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';

/** The last report id allocated (0: none yet). */
export const reportCounterEvolver: Evolver<number, ReportIdAllocated> = {
  initialState: 0,
  evolve: (last, event) => Math.max(last, event.data.id),
};

export const decideReportId = (_command: null, last: number): Decision<ReportIdAllocated> =>
  accept({ type: 'ReportIdAllocated', data: { id: last + 1 } });

/**
 * The next definition id (reports and grabbers share one sequence): appended to the counter stream at the
 * revision read, so two concurrent creates never get the same id. An id whose definition then fails is never used.
 */
export const allocateReportId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = { stream: REPORT_COUNTER_STREAM, evolver: reportCounterEvolver, loadFacts: noFacts, decide: decideReportId };
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', REPORT_ERRORS.idsBusy);
    throw error;
  }
};
