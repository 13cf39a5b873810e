import { VALUES_EVENT_TYPES, type AnyStoredEvent, type StoredEvent, type StoredOf, type ValuesChangedEvent } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { claimMail } from '@ftr/infra/mail/once.ts';
import type { Mailer } from '@ftr/infra/mail/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { notify } from '../notifications/notify.ts';
import type { Reactor } from '../shared/reactor.ts';
import type { Clock } from '../shared/metadata.ts';
import type { ReadModels, Recipient, SubscribedParameter, ValueSubscription } from '../shared/readModels.ts';
import { fires, mailFor, noticeFor, type Notice, type ValueEntry } from './match.ts';
import { subscriptionNotificationId } from './notificationId.ts';

/** Mails sent for email-only subscriptions (no notification to gate them on), by notification id. */
export const SUBSCRIPTION_MAILS_COLLECTION = 'subscription_mails';
/** How long a reaction waits for the read models to include its event before using them as they are. */
const READ_SIDE_WAIT_MS = 10_000;

export interface NotifierDeps {
  eventStore: CatalogueEventStore;
  /** Where the mail markers and claims are kept. */
  readStore: ReadStore;
  /**
   * Subscriptions, parameters and users, through the query port; `reached`: the read side has applied a
   * position, so subscriptions made just before a value count.
   */
  readModels: Pick<ReadModels, 'valueSubscriptions' | 'subscribedParameter' | 'recipients' | 'reached'>;
  mailer: Mailer;
  /** Where users reach the app, for the links in mails. */
  publicUrl: string;
  clock: Clock;
}

const entriesOf = (event: StoredOf<ValuesChangedEvent>): ValueEntry[] => {
  const source = event.type === 'ParameterValuesSubmitted' ? 'DATAENTRY' : 'RECALCULATION';
  return event.data.changes.map(({ code, date, hour, value, previous, kind }) => ({
    site: event.data.site,
    code,
    date,
    hour,
    value,
    previous,
    kind,
    source,
    who: event.metadata.userId,
  }));
};

/** The entries of an event by parameter and factory date (one group per event, by the values invariant). */
const groups = (entries: readonly ValueEntry[]): ValueEntry[][] => {
  const byKey = new Map<string, ValueEntry[]>();
  for (const entry of entries) {
    const key = `${entry.code}|${entry.date}`;
    byKey.set(key, [...(byKey.get(key) ?? []), entry]);
  }
  return [...byKey.values()];
};

/**
 * The subscription notifier: turns entered and recalculated values into notifications
 * for the users subscribed to the parameter (in-app when PUSH, mail when EMAIL and the user has an
 * address). Recipients must still be active and have access to the site. Idempotent: each notification's
 * id derives from the event, parameter, date and user, so a re-delivered event writes nothing new; the mail
 * of a PUSH subscription follows the notification this process created (once), that of an email-only
 * subscription is recorded in SUBSCRIPTION_MAILS_COLLECTION.
 */
export const subscriptionNotifier = (deps: NotifierDeps): Reactor => {
  /** Notifications created here whose mail is not sent yet (a reaction retried after a mail failure sends it). */
  const mailDue = new Set<string>();

  const mail = async (to: string, notice: Notice, type: ValueSubscription['type']) =>
    deps.mailer.send({ to, ...mailFor(notice, type, deps.publicUrl) });

  const deliver = async (
    event: StoredEvent,
    subscription: ValueSubscription,
    user: Recipient,
    entries: ValueEntry[],
    parameter: SubscribedParameter,
  ) => {
    const [first] = entries;
    if (!first) return;
    const id = subscriptionNotificationId(event.stream, event.revision, first.code, first.date, subscription.username);
    const notice = noticeFor(subscription.type, parameter, entries);
    const address = subscription.email ? user.email : '';
    if (subscription.push) {
      const metadata: AppendMetadata = {
        userId: 'system',
        site: first.site,
        correlationId: event.metadata.correlationId,
        causationId: `${event.stream}@${event.revision}`,
        timestamp: deps.clock.now().toISOString(),
      };
      const notified = await notify(deps, { usernames: [subscription.username], site: first.site, ...notice }, metadata, {
        idOf: () => id,
      });
      if (address && notified.created.includes(id)) mailDue.add(id);
      if (!mailDue.has(id)) return;
      await mail(address, notice, subscription.type);
      mailDue.delete(id);
    } else if (
      address &&
      !(await deps.readStore.get(SUBSCRIPTION_MAILS_COLLECTION, id)) &&
      (await claimMail(deps.readStore, `subscription:${id}`))
    ) {
      // The claim is atomic: of several replicas handed the same event, one sends (docs/distributed.md).
      await mail(address, notice, subscription.type);
      await deps.readStore.put(SUBSCRIPTION_MAILS_COLLECTION, {
        _id: id,
        USERNAME: subscription.username,
        SENT_DTS: deps.clock.now().toISOString(),
      });
    }
  };

  const notifySubscribers = async (event: StoredEvent, entries: ValueEntry[]) => {
    const [first] = entries;
    if (!first) return;
    const { site, code } = first;
    const subscriptions = (await deps.readModels.valueSubscriptions(site, code)).filter((s) => s.push || s.email);
    if (subscriptions.length === 0) return;
    const [parameter, users] = await Promise.all([
      deps.readModels.subscribedParameter(site, code),
      deps.readModels.recipients(subscriptions.map((s) => s.username)),
    ]);
    if (!parameter) return;
    for (const subscription of subscriptions) {
      const user = users.get(subscription.username);
      if (!user?.active || !user.sites.includes(site)) continue;
      const terms = { username: subscription.username, type: subscription.type };
      const matched = entries.filter((entry) => fires(terms, entry, parameter));
      if (matched.length > 0) await deliver(event, subscription, user, matched, parameter);
    }
  };

  return {
    name: 'subscriptionNotifier',
    handles: VALUES_EVENT_TYPES,
    async react(event: AnyStoredEvent) {
      if (event.type !== 'ParameterValuesSubmitted' && event.type !== 'ParameterValuesRecalculated') return; // handles lists only these
      await deps.readModels.reached(event.position, READ_SIDE_WAIT_MS);
      for (const group of groups(entriesOf(event))) await notifySubscribers(event, group);
    },
  };
};
