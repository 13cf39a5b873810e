import { DASHBOARD_COUNTER_STREAM, DASHBOARD_ERRORS, type DashboardIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { accept, type Decision, type Evolver } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';

/** The last dashboard id allocated (0: none yet). */
export const dashboardCounterEvolver: Evolver<number, DashboardIdAllocated> = {
  initialState: 0,
  evolve: (last, event) => Math.max(last, event.data.id),
};

export const decideDashboardId = (_command: null, last: number): Decision<DashboardIdAllocated> =>
  accept({ type: 'DashboardIdAllocated', data: { id: last + 1 } });

/** The next dashboard id (across every site), appended at the revision read, as screen ids are. */
export const allocateDashboardId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = { stream: DASHBOARD_COUNTER_STREAM, evolver: dashboardCounterEvolver, loadFacts: noFacts, decide: decideDashboardId };
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', DASHBOARD_ERRORS.idsBusy);
    throw error;
  }
};
