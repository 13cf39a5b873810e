import { DASHBOARD_COUNTER_STREAM, DASHBOARD_ERRORS, type DashboardIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { idCounterDecider } from '../shared/idCounter.ts';

const counter = idCounterDecider((id): DashboardIdAllocated => ({ type: 'DashboardIdAllocated', data: { id } }));

/** The next dashboard id (across every site), appended at the revision read, as screen ids are. */
export const allocateDashboardId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = commandSpec({ stream: DASHBOARD_COUNTER_STREAM, decider: counter });
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', DASHBOARD_ERRORS.idsBusy);
    throw error;
  }
};
