import {
  SUBSCRIPTIONS_COLLECTION,
  VALUES_EVENT_TYPES,
  parameterId,
  siteAccessKey,
  type EventMetadata,
  type StoredEvent,
  type StoredOf,
  type ValuesChangedEvent,
} from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import type { Mailer } from '@ftr/infra/mail/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import type { SubscriptionDoc } from '@ftr/projector/subscriptions/projection.ts';
import type { UserDoc } from '@ftr/projector/users/projection.ts';
import type { WaitForReadSide } from '../dataValues/readSide.ts';
import { notify } from '../notifications/notify.ts';
import type { Reactor } from '../shared/reactor.ts';
import type { Clock } from '../shared/metadata.ts';
import { fires, mailFor, noticeFor, type Notice, type ValueEntry } from './match.ts';
import { subscriptionNotificationId } from './notificationId.ts';

/** Mails sent for email-only subscriptions (no notification to gate them on), by notification id. */
export const SUBSCRIPTION_MAILS_COLLECTION = 'subscription_mails';
/** How long a reaction waits for the read models to include its event before using them as they are. */
const READ_SIDE_WAIT_MS = 10_000;

export interface NotifierDeps {
  eventStore: EventStore;
  /** Subscriptions, parameters and users are looked up in the read models (and the mail markers kept there). */
  readStore: ReadStore;
  mailer: Mailer;
  /** Where users reach the app, for the links in mails. */
  publicUrl: string;
  clock: Clock;
  /** Resolves once the read side has applied a position: subscriptions made just before a value count. */
  waitForReadSide: WaitForReadSide;
}

const entriesOf = (event: StoredOf<ValuesChangedEvent>): ValueEntry[] => {
  const source = event.type === 'ParameterValuesSubmitted' ? 'DATAENTRY' : 'RECALCULATION';
  return event.data.changes.map(({ code, date, hour, value, previous, kind }) => ({
    site: event.data.site, code, date, hour, value, previous, kind, source, who: event.metadata.userId,
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
 * The subscription notifier (issue 4 item 7): turns entered and recalculated values into notifications
 * for the users subscribed to the parameter (in-app when PUSH, mail when EMAIL and the user has an
 * address). Recipients must still be active and have access to the site. Idempotent: each notification's
 * id derives from the event, parameter, date and user, so a re-delivered event writes nothing new; the mail
 * of a PUSH subscription follows the notification this process created (once), that of an email-only
 * subscription is recorded in SUBSCRIPTION_MAILS_COLLECTION.
 */
export const subscriptionNotifier = (deps: NotifierDeps): Reactor => {
  /** Notifications created here whose mail is not sent yet (a reaction retried after a mail failure sends it). */
  const mailDue = new Set<string>();

  const mail = async (to: string, notice: Notice, type: SubscriptionDoc['SUBSCRIPTION_TYPE']) =>
    deps.mailer.send({ to, ...mailFor(notice, type, deps.publicUrl) });

  const deliver = async (event: StoredEvent, subscription: SubscriptionDoc, user: UserDoc, entries: ValueEntry[], parameter: ParameterDoc) => {
    const [first] = entries;
    if (!first) return;
    const id = subscriptionNotificationId(event.stream, event.revision, first.code, first.date, subscription.USERNAME);
    const notice = noticeFor(subscription.SUBSCRIPTION_TYPE, parameter, entries);
    const address = subscription.EMAIL ? user.EMAIL.trim() : '';
    if (subscription.PUSH_NOTIFICATION) {
      const metadata: EventMetadata = {
        userId: 'system',
        site: first.site,
        correlationId: event.metadata.correlationId,
        causationId: `${event.stream}@${event.revision}`,
        timestamp: deps.clock.now().toISOString(),
        schemaVersion: 1,
      };
      const notified = await notify(deps, { usernames: [subscription.USERNAME], site: first.site, ...notice }, metadata, { idOf: () => id });
      if (address && notified.created.includes(id)) mailDue.add(id);
      if (!mailDue.has(id)) return;
      await mail(address, notice, subscription.SUBSCRIPTION_TYPE);
      mailDue.delete(id);
    } else if (address && !(await deps.readStore.get(SUBSCRIPTION_MAILS_COLLECTION, id))) {
      await mail(address, notice, subscription.SUBSCRIPTION_TYPE);
      await deps.readStore.put(SUBSCRIPTION_MAILS_COLLECTION, { _id: id, USERNAME: subscription.USERNAME, SENT_DTS: deps.clock.now().toISOString() });
    }
  };

  const notifySubscribers = async (event: StoredEvent, entries: ValueEntry[]) => {
    const [first] = entries;
    if (!first) return;
    const { site, code } = first;
    const subscriptions = (await deps.readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, { where: { SITE_NAME: site, PARM_CODE: code } }))
      .filter((s) => s.PUSH_NOTIFICATION || s.EMAIL);
    if (subscriptions.length === 0) return;
    const [parameter, users] = await Promise.all([
      deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, code)),
      deps.readStore.getMany<UserDoc>(USERS_COLLECTION, subscriptions.map((s) => s.USERNAME)),
    ]);
    if (!parameter) return;
    for (const subscription of subscriptions) {
      const user = users.get(subscription.USERNAME);
      if (!user?.ACTIVE || user[siteAccessKey(site)] !== true) continue;
      const terms = { username: subscription.USERNAME, type: subscription.SUBSCRIPTION_TYPE };
      const matched = entries.filter((entry) => fires(terms, entry, parameter));
      if (matched.length > 0) await deliver(event, subscription, user, matched, parameter);
    }
  };

  return {
    name: 'subscriptionNotifier',
    handles: VALUES_EVENT_TYPES,
    async react(event) {
      await deps.waitForReadSide(event.position, READ_SIDE_WAIT_MS);
      for (const group of groups(entriesOf(event as StoredOf<ValuesChangedEvent>))) await notifySubscribers(event, group);
    },
  };
};
