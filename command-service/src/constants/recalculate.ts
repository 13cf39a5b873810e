// A constant's change recalculates what depends on it from the change onward: the recalculation reactor
// hands each ConstantValueChanged here, and a RecalculationRequested is recorded per operation it touches.
import { factoryToday, type ConstantValueChanged, type StoredOf } from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { recalculationRequests } from '../recalculation/handlers.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import type { ReadModels } from '../shared/readModels.ts';

export interface ConstantRecalculationDeps {
  eventStore: CatalogueEventStore;
  readModels: ReadModels;
  clock: { now(): Date };
}

/**
 * When a calculated parameter of the site takes the constant as an input: one request per operation
 * with values on or after the change's date, from that date (or the operation's start), by the user who
 * changed the constant. A re-delivered change asks again (the job then finds nothing to change).
 */
export const requestConstantRecalculation = async (
  deps: ConstantRecalculationDeps,
  event: StoredOf<ConstantValueChanged>,
): Promise<void> => {
  const { site, code, effectiveFrom } = event.data;
  const graph = await deps.readModels.dependencies(site);
  if (!graph.some((edge) => edge.dependent === code)) return;
  const today = factoryToday(deps.clock.now());
  const operations = (await deps.readModels.operationsFrom(site, effectiveFrom)).filter((op) => op.startDate <= today);
  for (const operation of operations) {
    const from = effectiveFrom > operation.startDate ? effectiveFrom : operation.startDate;
    const spec = recalculationRequests(deps, site, null, operation.code);
    await handleCommand(
      deps.eventStore,
      spec,
      { kind: 'RecalculateFrom', site, requestedBy: event.metadata.userId, operation: operation.code, from },
      {
        userId: event.metadata.userId,
        site,
        correlationId: event.metadata.correlationId,
        causationId: `${event.stream}@${event.revision}`,
        timestamp: deps.clock.now().toISOString(),
      },
    );
  }
};
