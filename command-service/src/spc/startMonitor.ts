import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { hostingOf, startReactor, type ReactorHosting, type RunningReactor } from '../shared/reactor.ts';
import { spcMonitor, type SpcMonitorDeps } from './monitor.ts';

export interface StartSpcMonitorOptions extends SpcMonitorDeps, ReactorHosting {
  readStore: ReadStore;
}

/**
 * Starts the SPC rule monitor from its checkpoint. With none it begins at the log's head: limits exist
 * only once someone computes them, and values recorded before are the baseline, not news.
 */
export const startSpcMonitor = (options: StartSpcMonitorOptions): Promise<RunningReactor> =>
  startReactor({
    eventStore: options.eventStore,
    readStore: options.readStore,
    reactor: spcMonitor(options),
    firstRun: 'head',
    ...hostingOf(options),
  });
