import { hostingOf, startReactor, type ReactorHosting, type RunningReactor } from '../shared/reactor.ts';
import { SPC_MAILS_COLLECTION, spcNotifier, type SpcNotifierDeps } from './notifier.ts';

export interface StartSpcNotifierOptions extends SpcNotifierDeps, ReactorHosting {}

/** Starts the SPC notifier from its checkpoint; with none, at the log's head (breaks recorded before notify nobody). */
export const startSpcNotifier = async (options: StartSpcNotifierOptions): Promise<RunningReactor> => {
  await options.readStore.ensureCollections([{ name: SPC_MAILS_COLLECTION, indexes: [] }]);
  return startReactor({
    eventStore: options.eventStore,
    readStore: options.readStore,
    reactor: spcNotifier(options),
    firstRun: 'head',
    ...hostingOf(options),
  });
};
