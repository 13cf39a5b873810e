import { hostname } from 'node:os';
import { redisNames } from '@ftr/infra/config/redisNames.ts';
import type { FastifyInstance } from 'fastify';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import type { MailLimitOptions } from '@ftr/command-service/auth/mailLimits.ts';
import type { SignInLimitOptions } from '@ftr/command-service/auth/signInLimiter.ts';
import { startCcfManager } from '@ftr/command-service/ccf/startManager.ts';
import { createParking } from '@ftr/command-service/shared/parking.ts';
import { registerCommandRoutes } from '@ftr/command-service/plugin.ts';
import { startRecalculation, type RunningRecalculation } from '@ftr/command-service/recalculation/runner.ts';
import { startScheduler, type RunningScheduler } from '@ftr/command-service/schedules/runner.ts';
import type { RunningReactor } from '@ftr/command-service/shared/reactor.ts';
import { startSubscriptionNotifier } from '@ftr/command-service/subscriptions/startNotifier.ts';
import { startSpcMonitor } from '@ftr/command-service/spc/startMonitor.ts';
import { startSpcNotifier } from '@ftr/command-service/spc/startNotifier.ts';
import { dataValueDeps } from '@ftr/command-service/dataValues/handlers.ts';
import { startTagCapture, type RunningTagCapture } from '@ftr/command-service/processTags/captureLoop.ts';
import type { TokenService } from '@ftr/infra/auth/tokens.ts';
import type { Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import { createMailer, type MailLogger } from '@ftr/infra/mail/index.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { produceScheduledFile } from '@ftr/query-service/schedules/produce.ts';
import { startDueEscalation, type RunningEscalation } from '@ftr/command-service/dueEntries/escalation.ts';
import { overdueHours } from '@ftr/read-models/dueEntries/overdue.ts';

/** What tests tune on the command side (docs/security.md); production uses the defaults. */
export interface CommandTuning {
  loginRateLimitPerMinute?: number;
  /** Failed sign-ins allowed per account per hour (default 100). */
  signInFailuresPerHour?: number;
  /** The other sign-in and mail limits. */
  limits?: Omit<SignInLimitOptions & MailLimitOptions, 'limitStore'>;
  /** BullMQ queue of recalculation jobs when REDIS_URL is set (tests use their own). */
  recalculationQueue?: string;
  /** How often the report scheduler looks for due runs (default a minute; test servers drive `runDue` themselves). */
  scheduleIntervalMs?: number;
  /** BullMQ queue of the scheduler's sweeps when REDIS_URL is set (tests use their own). */
  scheduleQueue?: string;
  /** How often the overdue-entries escalation sweeps (default a minute; 0: only when `runDue` is called, as tests do). */
  dueEscalationIntervalMs?: number;
}

/** The log's reactors a command process runs. */
export interface Reactors {
  /** Settles label intents on their CCF pairs and finishes what the CCF writers left undone (docs/ccf.md). */
  ccfManager: RunningReactor;
  notifier: RunningReactor;
  recalculation: RunningRecalculation;
  /** Automatic capture of tagged parameters' hourly values from process tag readings. */
  tagCapture: RunningTagCapture;
  /** Scheduled deliveries: a timer per replica, or one BullMQ job scheduler; a period is claimed on its schedule's stream, so it runs once. */
  scheduler: RunningScheduler;
  /** Evaluates the SPC rules on each new value of a parameter with control limits and records the breaks (docs/spc.md). */
  spcMonitor: RunningReactor;
  /** Notifies the subscribers of a parameter's rule breaks, in-app and by mail, once per break. */
  spcNotifier: RunningReactor;
  /** "Entries overdue" notices: a sweep a minute per replica; each screen hour is claimed on its stream, so each subscriber is told once. */
  dueEscalation: RunningEscalation;
}

export interface CommandPart {
  /** The command side's deps: the catalogue-wrapped event store and the projector's query port, injected here. */
  deps: CommandDeps;
  registerRoutes(app: FastifyInstance, tuning: CommandTuning): Promise<void>;
  /** `leased`: each reactor runs only while this process holds its lease (several replicas). */
  startReactors(tuning: CommandTuning, leased: boolean): Promise<Reactors>;
}

export interface CommandOptions {
  settings: Settings;
  infra: Infrastructure;
  tokens: TokenService;
  clock: { now(): Date };
  logger: MailLogger & { error(o: object, m?: string): void; warn(o: object, m?: string): void; info(o: object, m?: string): void };
}

/** The command side over the infrastructure: its deps, routes and reactors share one mailer and one query port. */
export const startCommandRole = async ({ settings, infra, tokens, clock, logger }: CommandOptions): Promise<CommandPart> => {
  const readModels = createCommandReadModels(infra.readStore);
  const names = redisNames(settings.redisNamespace);
  // One record of parked events per process: its reactors park there, /admin/integrity retries through it.
  const parking = createParking(infra.readStore, clock);
  const deps: CommandDeps = { eventStore: infra.eventStore, tokens, clock, readModels, parking };
  const mailer = await createMailer(settings, logger);
  return {
    deps,
    registerRoutes: (app, tuning) =>
      registerCommandRoutes(app, {
        ...deps,
        ...(tuning.loginRateLimitPerMinute ? { loginRateLimitPerMinute: tuning.loginRateLimitPerMinute } : {}),
        redisUrl: settings.redisUrl,
        redisNames: names,
        accounts: {
          readStore: infra.readStore,
          mailer,
          publicUrl: settings.publicUrl,
          registrationDomain: settings.registrationDomain,
          ...(tuning.signInFailuresPerHour ? { signInFailuresPerHour: tuning.signInFailuresPerHour } : {}),
          ...tuning.limits,
        },
      }),
    async startReactors(tuning, leased) {
      const hosting = { logger, parking, ...(leased ? { leaseOwner: `${hostname()}:${process.pid}` } : {}) };
      const ccfManager = await startCcfManager({ deps: dataValueDeps(deps), readStore: infra.readStore, ...hosting });
      // Each reactor runs in one replica at a time (its lease); after a takeover, notification ids are deterministic and mails are claimed, so each is written once.
      const notifier = await startSubscriptionNotifier({
        ...infra,
        readModels,
        mailer,
        publicUrl: settings.publicUrl,
        clock,
        ...hosting,
      });
      // With REDIS_URL the feeder enqueues on BullMQ (jobs deduplicated by id) and this process's worker runs jobs.
      const recalculation = await startRecalculation({
        ...infra,
        readModels,
        clock,
        redisUrl: settings.redisUrl,
        queueName: tuning.recalculationQueue ?? names.queue('recalculation'),
        ...hosting,
      });
      const tagCapture = startTagCapture({ deps: dataValueDeps(deps), logger });
      // With REDIS_URL one BullMQ job scheduler fires the sweep for the deployment; else this process's timer.
      const scheduler = await startScheduler({
        eventStore: infra.eventStore,
        readModels,
        companyDomain: settings.registrationDomain,
        clock,
        mailer,
        produce: (schedule, period) => produceScheduledFile(infra.readStore, schedule.definitionId, period),
        ...(tuning.scheduleIntervalMs ? { intervalMs: tuning.scheduleIntervalMs } : {}),
        redisUrl: settings.redisUrl,
        queueName: tuning.scheduleQueue ?? names.queue('schedules'),
        logger,
      });
      const spcMonitor = await startSpcMonitor({ eventStore: infra.eventStore, readStore: infra.readStore, readModels, clock, ...hosting });
      const spcNotifier = await startSpcNotifier({ ...infra, readModels, mailer, publicUrl: settings.publicUrl, clock, ...hosting });
      const dueEscalation = startDueEscalation({
        eventStore: infra.eventStore,
        readModels,
        findOverdue: (now) => overdueHours(infra.readStore, now),
        clock,
        mailer,
        publicUrl: settings.publicUrl,
        ...(tuning.dueEscalationIntervalMs === undefined ? {} : { intervalMs: tuning.dueEscalationIntervalMs }),
        logger,
      });
      return { ccfManager, notifier, recalculation, tagCapture, scheduler, spcMonitor, spcNotifier, dueEscalation };
    },
  };
};
