// The "entries overdue" escalation: on each sweep (a timer, or a test's call) the screen hours still missing
// values past a subscriber's delay are claimed on the screen hour's stream (DueEntryEscalated naming the
// subscribers told, appended at the stream's revision: "no stream" the first time), and only what this
// process claimed is notified and mailed. So a replica, a restart or the next sweep never tells anyone twice.
import { DUE_ENTRIES_MESSAGES as M, dueEscalationStream, realLabel, type Clock, type OverdueHour } from '@ftr/contracts';
import type { ReadModels } from '@ftr/contracts/commandReadModels.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Mailer } from '@ftr/infra/mail/port.ts';
import { notify } from '../notifications/notify.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { systemMetadata } from '../shared/metadata.ts';
import { escalationDecider } from './decider.ts';

export const DUE_BOARD_LINK = '/dataentry/due';

export interface EscalationOptions {
  eventStore: CatalogueEventStore;
  /** Active accounts, their sites and addresses (the query port). */
  readModels: Pick<ReadModels, 'recipients'>;
  /** The screen hours overdue at an instant, from the read side (injected by the composition root). */
  findOverdue(now: Date): Promise<OverdueHour[]>;
  clock: Clock;
  mailer: Mailer;
  publicUrl: string;
  /** How often to sweep (default a minute); 0: never by itself (tests call `runDue`). */
  intervalMs?: number;
  logger?: { error(o: object, m?: string): void };
}

export interface RunningEscalation {
  /** One sweep now; resolves with the screen hours this process escalated (`screenId/date/hour: users`). */
  runDue(): Promise<string[]>;
  stop(): Promise<void>;
}

const labelOf = (date: string, hour: number): string => {
  const real = realLabel(date, hour);
  return `hour ${hour} of factory day ${date} (${real.realDate} ${String(real.realHour).padStart(2, '0')}:00)`;
};

export const startDueEscalation = (options: EscalationOptions): RunningEscalation => {
  const { eventStore, clock, mailer, logger } = options;

  /** Claims the hour for the subscribers not yet told; answers those this process claimed (none: already told). */
  const claim = async (overdue: OverdueHour, usernames: string[]): Promise<string[]> => {
    const { site, screenId, date, hour, codes } = overdue;
    const spec = commandSpec({ stream: dueEscalationStream(screenId, date, hour), decider: escalationDecider });
    try {
      const result = await handleCommand(
        eventStore,
        spec,
        { kind: 'Escalate', site, screenId, date, hour, codes, usernames },
        systemMetadata(site, clock, 'escalation'),
      );
      // A refusal throws (caught below), so an answered decision wrote these events.
      return result.decision.events.flatMap((e) => e.data.usernames);
    } catch (err) {
      if (err instanceof AppError) return [];
      throw err;
    }
  };

  const tell = async (overdue: OverdueHour): Promise<string[]> => {
    const accounts = await options.readModels.recipients(overdue.subscribers.map((s) => s.username));
    const reachable = overdue.subscribers.filter((s) => {
      const account = accounts.get(s.username);
      return account?.active === true && account.sites.includes(overdue.site) && (s.push || (s.email && account.email !== ''));
    });
    if (reachable.length === 0) return [];
    const claimed = await claim(
      overdue,
      reachable.map((s) => s.username),
    );
    const heading = M.overdueTitle(overdue.screen);
    const message = M.overdueText(overdue.screen, overdue.site, labelOf(overdue.date, overdue.hour), overdue.codes);
    const push = reachable.filter((s) => s.push && claimed.includes(s.username)).map((s) => s.username);
    if (push.length > 0) {
      await notify(
        { eventStore },
        { usernames: push, site: overdue.site, heading, message, link: DUE_BOARD_LINK },
        systemMetadata(overdue.site, clock, 'escalation'),
        {
          idOf: (username) => `due-${overdue.screenId}-${overdue.date}-${overdue.hour}-${username}`,
        },
      );
    }
    for (const s of reachable.filter((r) => r.email && claimed.includes(r.username))) {
      const to = accounts.get(s.username)?.email ?? '';
      if (!to) continue;
      const text = [
        message,
        '',
        `Open the due entries: ${options.publicUrl}${DUE_BOARD_LINK}`,
        '',
        'You subscribed to overdue entries at this site with email.',
      ];
      await mailer.send({ to, subject: `FTR: ${heading}`, text: text.join('\n') });
    }
    return claimed;
  };

  const sweep = async (): Promise<string[]> => {
    const done: string[] = [];
    for (const overdue of await options.findOverdue(clock.now())) {
      try {
        const told = await tell(overdue);
        if (told.length > 0) done.push(`${overdue.screenId}/${overdue.date}/${overdue.hour}: ${told.join(',')}`);
      } catch (err) {
        logger?.error({ err, screen: overdue.screenId, date: overdue.date, hour: overdue.hour }, 'overdue escalation failed');
      }
    }
    return done;
  };

  let last: Promise<unknown> = Promise.resolve();
  /** Sweeps take turns (a timer's and a test's never overlap). */
  const runDue = () => {
    const next = last.then(sweep, sweep);
    last = next.catch(() => undefined);
    return next;
  };
  const intervalMs = options.intervalMs ?? 60_000;
  const timer =
    intervalMs > 0
      ? setInterval(() => void runDue().catch((err: unknown) => logger?.error({ err }, 'overdue sweep failed')), intervalMs)
      : undefined;
  timer?.unref();
  return {
    runDue,
    async stop() {
      if (timer) clearInterval(timer);
      await last;
    },
  };
};
