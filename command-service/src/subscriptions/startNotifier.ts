import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { Mailer } from '@ftr/infra/mail/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { checkpointWaiter } from '../dataValues/readSide.ts';
import type { Clock } from '../shared/metadata.ts';
import { startReactor, type ReactorOptions, type RunningReactor } from '../shared/reactor.ts';
import { SUBSCRIPTION_MAILS_COLLECTION, subscriptionNotifier } from './notifier.ts';

export interface StartNotifierOptions {
  eventStore: EventStore;
  readStore: ReadStore;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
  logger?: ReactorOptions['logger'];
}

/**
 * Starts the subscription notifier from its checkpoint. With none (a new store, or the first start of a
 * version that has the notifier) it begins at the log's head: values already recorded, such as the demo
 * plant's, notify nobody. Start it after the start-up seeding.
 */
export const startSubscriptionNotifier = async (options: StartNotifierOptions): Promise<RunningReactor> => {
  const { eventStore, readStore, logger } = options;
  await readStore.ensureCollections([{ name: SUBSCRIPTION_MAILS_COLLECTION, indexes: [] }]);
  const reactor = subscriptionNotifier({ ...options, waitForReadSide: checkpointWaiter(readStore) });
  return startReactor({ eventStore, readStore, reactor, firstRun: 'head', ...(logger ? { logger } : {}) });
};
