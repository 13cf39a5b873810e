import { eventStoreContract } from './contract.ts';
import { createEsdbEventStoreOn } from './esdb.ts';
import { createEsdbClientDouble } from './esdbClientDouble.ts';

// The EventStoreDB adapter's own logic (paging, batching, revision and position mapping) against the
// client double, here without Docker; esdb.int.test.ts runs the same contract against a real server.
eventStoreContract('EventStoreDB adapter on a client double', async () => {
  const store = createEsdbEventStoreOn(createEsdbClientDouble().client);
  return { store, cleanup: () => store.close() };
});
