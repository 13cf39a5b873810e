// The recalculation process manager's request side: every event that changes an input of a calculated
// parameter becomes a request for exactly the affected cells, a batch of them merged (coalesce), recorded
// on the site's recalc journal by the system with the triggering event as cause.
import type { AnyStoredEvent, DependencyGraph, Site } from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { TransientError } from '../shared/parking.ts';
import type { ReadModels } from '../shared/readModels.ts';
import { recalculationRequests } from './handlers.ts';
import { coalesce, isTriggerEvent, triggersOf, type Trigger } from './triggers.ts';

export interface FeederDeps {
  eventStore: CatalogueEventStore;
  readModels: ReadModels;
  clock: { now(): Date };
}

const READ_SIDE_WAIT_MS = 30_000;

/** The requester of the jobs the system asks for itself. */
export const SYSTEM_REQUESTER = 'system';

export interface Feeder {
  /** Notes what the event calls for (nothing is written yet). */
  note(event: AnyStoredEvent): Promise<void>;
  /** Records the batch's requests, merged; the reactor calls it before it moves its checkpoint. */
  flush(): Promise<void>;
}

/** Records one merged request, at the triggering event's site, by the system. */
const record = async (deps: FeederDeps, trigger: Trigger, correlationId: string): Promise<void> => {
  const spec = recalculationRequests(deps, trigger.site, null, trigger.operation);
  await handleCommand(
    deps.eventStore,
    spec,
    { kind: 'RecalculateAffected', site: trigger.site, requestedBy: SYSTEM_REQUESTER, trigger },
    {
      userId: SYSTEM_REQUESTER,
      site: trigger.site,
      correlationId,
      causationId: trigger.cause,
      timestamp: deps.clock.now().toISOString(),
    },
  );
};

export const createFeeder = (deps: FeederDeps): Feeder => {
  let pending: { trigger: Trigger; correlationId: string }[] = [];
  const graphs = new Map<Site, Promise<DependencyGraph>>();
  // The graph is read once the read side has applied the event, so an edge added just before is in it. It is
  // kept from batch to batch until a dependency event of its site comes by (every one passes through here), as
  // reading a plant's whole graph for each value entered cost more than the rest of the feeding.
  const graphOf = (site: Site, position: bigint) => {
    const known = graphs.get(site);
    if (known) return known;
    const loaded = deps.readModels.reached(position, READ_SIDE_WAIT_MS).then((reached) => {
      if (!reached) throw new TransientError('The read models are behind the log; the batch is handed over again');
      return deps.readModels.dependencies(site);
    });
    graphs.set(site, loaded);
    loaded.catch(() => graphs.get(site) === loaded && graphs.delete(site));
    return loaded;
  };
  return {
    async note(event) {
      if (!isTriggerEvent(event)) return;
      const site = event.data.site;
      // A changed graph is read again, for this event (once the read side holds it) and the ones after it.
      if (event.type.startsWith('Dependency')) graphs.delete(site);
      const triggers = await triggersOf(event, {
        graph: await graphOf(site, event.position),
        operationsFrom: (date) => deps.readModels.operationsFrom(site, date),
        now: deps.clock.now(),
      });
      for (const trigger of triggers) pending.push({ trigger, correlationId: event.metadata.correlationId });
    },
    async flush() {
      const batch = pending;
      pending = [];
      const correlation = new Map(batch.map((p) => [p.trigger.cause, p.correlationId]));
      for (const trigger of coalesce(batch.map((p) => p.trigger)))
        await record(deps, trigger, correlation.get(trigger.cause) ?? trigger.cause);
    },
  };
};
