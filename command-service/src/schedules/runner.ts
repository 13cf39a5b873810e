// The scheduler: on each sweep, each enabled schedule's last due period (on the injected
// clock) that has not run is claimed with an event on the schedule's stream at its expected revision (so two
// replicas, or a restart, never run a period twice), produced, mailed, and recorded. The sweeps come from
// a timer in this process, or with REDIS_URL from one BullMQ job scheduler for the deployment (bullmq.ts).
import { REPORT_ERRORS, SCHEDULE_MESSAGES as M, lastDuePeriod, sortRecipients, type Clock, type SchedulePeriod } from '@ftr/contracts';
import type { ReadModels } from '@ftr/contracts/commandReadModels.ts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { MailAttachment, Mailer } from '@ftr/infra/mail/port.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { systemMetadata } from '../shared/metadata.ts';
import type { ScheduleState } from './decider.ts';
import { loadDefinition, scheduleSpec } from './handlers.ts';

/** What a run delivers: a subject, a text and the workbook (produced by the output engine, query side). */
export interface ScheduledOutput {
  subject: string;
  text: string;
  attachment: MailAttachment;
}
export type Present = Extract<ScheduleState, { status: 'present' }>;
export type ProduceOutput = (schedule: Present, period: SchedulePeriod) => Promise<ScheduledOutput>;

export interface SchedulerOptions {
  eventStore: CatalogueEventStore;
  readModels: Pick<ReadModels, 'enabledSchedules' | 'accountsByEmail'>;
  /** The company's e-mail domain (REGISTRATION_DOMAIN): who may receive is checked again at each send. */
  companyDomain: string;
  clock: Clock;
  mailer: Mailer;
  produce: ProduceOutput;
  /** How often due runs are looked for (default one minute). */
  intervalMs?: number;
  /** Set: the sweeps are a BullMQ job scheduler's jobs on this Redis, run by a worker here. Unset: a timer here. */
  redisUrl?: string | undefined;
  /** BullMQ queue name (tests use their own). */
  queueName?: string;
  logger?: { error(o: object, m?: string): void };
}

export interface RunningScheduler {
  mode: 'embedded' | 'bullmq';
  /** Runs every due period now (the timer or the sweep job calls it); resolves with the periods this process ran. */
  runDue(): Promise<string[]>;
  stop(): Promise<void>;
}

const reasonOf = (err: unknown): string => (err instanceof Error ? err.message : String(err)).slice(0, 500);

export const startScheduler = async (options: SchedulerOptions): Promise<RunningScheduler> => {
  const { eventStore: store, clock, mailer, produce, logger, companyDomain } = options;
  const write = (state: Present | null, id: string, command: Parameters<typeof handleCommand>[2]) =>
    handleCommand(store, scheduleSpec(store, id), command, systemMetadata(state?.site ?? 'CO', clock, 'scheduler'));

  /** The recipients who may receive the definition now, under the rule the schedule was saved with (a user who lost access is skipped). */
  const deliverableTo = async (schedule: Present): Promise<string[]> => {
    const definition = await loadDefinition(store, schedule.definitionId);
    if (definition.status !== 'present') throw new Error(REPORT_ERRORS.notFound(schedule.definitionId));
    const accounts = await options.readModels.accountsByEmail(schedule.settings.recipients);
    const delivered = { kind: definition.kind, sites: definition.params.map((p) => p.site) };
    return sortRecipients(schedule.settings.recipients, accounts, delivered, companyDomain).allowed;
  };

  /** Claims the period (a lost claim is another runner's: nothing to do), delivers it, records the outcome. */
  const runOne = async (id: string, period: SchedulePeriod): Promise<boolean> => {
    let claimed: Present;
    try {
      const result = await write(null, id, { kind: 'ClaimRun', id, period });
      if (result.state.status !== 'present') return false;
      claimed = result.state;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
    let outcome: { ok: true; recipients: number } | { ok: false; reason: string };
    try {
      const recipients = await deliverableTo(claimed);
      if (recipients.length === 0) throw new Error(M.noRecipient);
      const output = await produce(claimed, period);
      for (const to of recipients) {
        await mailer.send({ to, subject: output.subject, text: output.text, attachments: [output.attachment] });
      }
      outcome = { ok: true, recipients: recipients.length };
    } catch (err) {
      outcome = { ok: false, reason: reasonOf(err) };
    }
    await write(claimed, id, { kind: 'FinishRun', id, periodKey: period.key, outcome });
    return true;
  };

  let last: Promise<unknown> = Promise.resolve();
  const sweep = async (): Promise<string[]> => {
    const now = clock.now();
    const ran: string[] = [];
    for (const schedule of await options.readModels.enabledSchedules()) {
      const period = lastDuePeriod(schedule.cadence, now);
      // Only periods that end after the schedule was made, and not one the read side already shows run.
      if (!period || period.at <= schedule.createdAt || schedule.periods.some((p) => p >= period.key)) continue;
      try {
        if (await runOne(schedule.id, period)) ran.push(`${schedule.id}/${period.key}`);
      } catch (err) {
        logger?.error({ err, schedule: schedule.id, period: period.key }, 'scheduled run failed');
      }
    }
    return ran;
  };
  /** Sweeps take turns (a timer's and a test's never overlap). */
  const runDue = () => {
    const next = last.then(sweep, sweep);
    last = next.catch(() => undefined);
    return next;
  };
  const intervalMs = options.intervalMs ?? 60_000;
  if (options.redisUrl) {
    const { startSweepTrigger } = await import('./bullmq.ts');
    const trigger = await startSweepTrigger(options.redisUrl, intervalMs, runDue, logger, options.queueName);
    return {
      mode: 'bullmq',
      runDue,
      async stop() {
        await trigger.close();
        await last;
      },
    };
  }
  const timer = setInterval(() => void runDue().catch((err: unknown) => logger?.error({ err }, 'scheduler sweep failed')), intervalMs);
  timer.unref();
  return {
    mode: 'embedded',
    runDue,
    async stop() {
      clearInterval(timer);
      await last;
    },
  };
};
