import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';

/**
 * Views of the event store, one per racer (as separate processes have it: no shared in-process turn),
 * whose first read of a CCF pair stream (`ccfpair-…`) is answered, as it was read, only once `n` views
 * have made theirs: every racer decides on the pair as it was before any of them appended.
 */
export const gatedPairReads = (store: CatalogueEventStore, n: number) => {
  let arrived = 0;
  let release = () => {};
  const all = new Promise<void>((resolve) => {
    release = resolve;
  });
  return (): CatalogueEventStore => {
    let held = false;
    return Object.assign(Object.create(store) as CatalogueEventStore, {
      readStream: async (stream: string, options?: Parameters<CatalogueEventStore['readStream']>[1]) => {
        const events = await store.readStream(stream, options);
        if (stream.startsWith('ccfpair-') && !held) {
          held = true;
          arrived += 1;
          if (arrived >= n) release();
          await all;
        }
        return events;
      },
    });
  };
};
