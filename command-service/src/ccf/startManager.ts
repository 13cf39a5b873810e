import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DataValueDeps } from '../dataValues/deps.ts';
import { hostingOf, startReactor, type ReactorHosting, type RunningReactor } from '../shared/reactor.ts';
import { ccfManager } from './manager.ts';

export interface StartManagerOptions extends ReactorHosting {
  deps: DataValueDeps;
  readStore: ReadStore;
}

/**
 * Starts the CCF manager from its checkpoint. With none it begins at the start of the log: a store
 * written before the CCF was one aggregate gets every week CCF event copied once, and every step is
 * idempotent, so restarts and a takeover by another replica may repeat work safely.
 */
export const startCcfManager = (options: StartManagerOptions): Promise<RunningReactor> =>
  startReactor({
    eventStore: options.deps.eventStore,
    readStore: options.readStore,
    reactor: ccfManager(options.deps),
    firstRun: 'start',
    ...hostingOf(options),
  });
