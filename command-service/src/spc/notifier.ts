import { SITE_NAMES, SPC_RULE_NAMES, type AnyStoredEvent, type SpcRuleBroken } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { claimMail } from '@ftr/infra/mail/once.ts';
import type { Mailer } from '@ftr/infra/mail/port.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { notify } from '../notifications/notify.ts';
import type { Clock } from '../shared/metadata.ts';
import type { Reactor } from '../shared/reactor.ts';
import type { ReadModels } from '../shared/readModels.ts';
import { parameterLink } from '../subscriptions/match.ts';
import { nameBasedUuid } from '../subscriptions/notificationId.ts';

export interface SpcNotifierDeps {
  eventStore: CatalogueEventStore;
  /** Where mail claims are kept. */
  readStore: ReadStore;
  readModels: Pick<ReadModels, 'valueSubscriptions' | 'subscribedParameter' | 'recipients'>;
  mailer: Mailer;
  publicUrl: string;
  clock: Clock;
}

/** Mails sent for email-only subscriptions (no notification to gate them on), by notification id. */
export const SPC_MAILS_COLLECTION = 'spc_mails';

/** The subscription type "SPC Rule Broken". */
const RULE_BROKEN = 4;

/** The notice of one rule break: the rule, the point that completed it and the window's points. */
export const ruleBreakNotice = (data: SpcRuleBroken['data'], heading1: string) => {
  const points = data.points.map((p) => `${p.date} h${p.hour} ${p.value}`).join(', ');
  return {
    heading: `${data.code} at ${SITE_NAMES[data.site]}: SPC rule ${data.rule} broken`,
    message: `${heading1} on ${data.date} hour ${data.hour}: rule ${data.rule} (${SPC_RULE_NAMES[data.rule]}); points ${points}`.slice(
      0,
      500,
    ),
    link: parameterLink(data.site, data.code),
  };
};

/**
 * Notifies the subscribers of type 4 of a parameter once per recorded rule break: in-app when they asked
 * for push, by mail when they asked for email and have an address. Once: the notification's id derives from
 * the break event and the user, and an email-only mail is claimed by its id before it is sent.
 */
export const spcNotifier = (deps: SpcNotifierDeps): Reactor => ({
  name: 'spcNotifier',
  handles: ['SpcRuleBroken'],
  async react(event: AnyStoredEvent) {
    if (event.type !== 'SpcRuleBroken') return; // handles lists only this
    const { data } = event;
    const subscriptions = (await deps.readModels.valueSubscriptions(data.site, data.code)).filter(
      (s) => s.type === RULE_BROKEN && (s.push || s.email),
    );
    if (subscriptions.length === 0) return;
    const [parameter, users] = await Promise.all([
      deps.readModels.subscribedParameter(data.site, data.code),
      deps.readModels.recipients(subscriptions.map((s) => s.username)),
    ]);
    const notice = ruleBreakNotice(data, parameter?.HEADING1 ?? data.code);
    const mail = { subject: `FTR: ${notice.heading}`, text: `${notice.message}\n\nOpen the parameter: ${deps.publicUrl}${notice.link}` };
    const metadata: AppendMetadata = {
      userId: 'system',
      site: data.site,
      correlationId: event.metadata.correlationId,
      causationId: `${event.stream}@${event.revision}`,
      timestamp: deps.clock.now().toISOString(),
    };
    for (const subscription of subscriptions) {
      const user = users.get(subscription.username);
      if (!user?.active || !user.sites.includes(data.site)) continue;
      const id = nameBasedUuid(`spc/${event.stream}/${event.revision}/${subscription.username.toLowerCase()}`);
      if (subscription.push) {
        const notified = await notify(deps, { usernames: [subscription.username], site: data.site, ...notice }, metadata, {
          idOf: () => id,
        });
        // The mail follows the notification this delivery created: a re-delivered break created none.
        if (subscription.email && user.email && notified.created.includes(id)) await deps.mailer.send({ to: user.email, ...mail });
      } else if (
        subscription.email &&
        user.email &&
        !(await deps.readStore.get(SPC_MAILS_COLLECTION, id)) &&
        (await claimMail(deps.readStore, `spc:${id}`))
      ) {
        await deps.mailer.send({ to: user.email, ...mail });
        await deps.readStore.put(SPC_MAILS_COLLECTION, {
          _id: id,
          USERNAME: subscription.username,
          SENT_DTS: deps.clock.now().toISOString(),
        });
      }
    }
  },
});
