import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { startReactor, type ReactorOptions, type RunningReactor } from '../shared/reactor.ts';
import { ccfLinker } from './linker.ts';

export interface StartLinkerOptions {
  eventStore: CatalogueEventStore;
  readStore: ReadStore;
  logger?: ReactorOptions['logger'];
}

/**
 * Starts the CCF linker from its checkpoint. With none it begins at the start of the log: a store
 * written before the linker existed gets every week CCF event copied once (the copies are idempotent,
 * so replicas and restarts may share the work).
 */
export const startCcfLinker = ({ eventStore, readStore, logger }: StartLinkerOptions): Promise<RunningReactor> =>
  startReactor({ eventStore, readStore, reactor: ccfLinker(eventStore), firstRun: 'start', ...(logger ? { logger } : {}) });
