import { REPORT_COUNTER_STREAM, REPORT_ERRORS, type ReportIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { idCounterDecider } from '../shared/idCounter.ts';

const counter = idCounterDecider((id): ReportIdAllocated => ({ type: 'ReportIdAllocated', data: { id } }));

/**
 * The next definition id (reports and grabbers share one sequence): appended to the counter stream at the
 * revision read, so two concurrent creates never get the same id. An id whose definition then fails is never used.
 */
export const allocateReportId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = commandSpec({ stream: REPORT_COUNTER_STREAM, decider: counter });
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', REPORT_ERRORS.idsBusy);
    throw error;
  }
};
