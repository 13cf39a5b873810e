import { hostingOf, startReactor, type ReactorHosting, type RunningReactor } from '../shared/reactor.ts';
import { SUBSCRIPTION_MAILS_COLLECTION, subscriptionNotifier, type NotifierDeps } from './notifier.ts';

export interface StartNotifierOptions extends NotifierDeps, ReactorHosting {}

/**
 * Starts the subscription notifier from its checkpoint. With none (a new store, or the first start of a
 * version that has the notifier) it begins at the log's head: values already recorded, such as the demo
 * plant's, notify nobody. Start it after the start-up seeding.
 */
export const startSubscriptionNotifier = async (options: StartNotifierOptions): Promise<RunningReactor> => {
  const { eventStore, readStore } = options;
  await readStore.ensureCollections([{ name: SUBSCRIPTION_MAILS_COLLECTION, indexes: [] }]);
  const reactor = subscriptionNotifier(options);
  return startReactor({ eventStore, readStore, reactor, firstRun: 'head', ...hostingOf(options) });
};
