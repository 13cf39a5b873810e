// The one composition root (docs/architecture.md §3): every process, embedded or distributed, is these roles over one
// set of infrastructure. The entry points (server/src/main.ts, services/*.ts, bootstrap.ts) only choose roles.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { systemClock } from '@ftr/contracts';
import { createTokenService } from '@ftr/infra/auth/tokens.ts';
import { loadAuthSecret, openInfrastructure, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import type { FollowStatus } from '@ftr/infra/eventstore/follow.ts';
import { readSideStatus } from '@ftr/infra/readstore/readSide.ts';
import { processLogger, type ProcessLogger } from '@ftr/projector/runtime/logger.ts';
import type { RunningProjector } from '@ftr/projector/runtime/projector.ts';
import type { RunningTagIngest } from '../processTags/mqttIngest.ts';
import type { RunningSimulator } from '../processTags/simulator.ts';
import { startCommandRole, type CommandTuning, type Reactors } from './command.ts';
import { startExportRole, startExportStatus, type ExportTuning } from './exports.ts';
import { startHttp, type HttpPart } from './http.ts';
import { startProjectorRole, startProjectorStatus } from './projector.ts';
import { startQueryRole } from './query.ts';
import { seedEmptyStore, type SeedRole } from './seed.ts';

export interface Roles {
  /** Writes: the command routes (and their mailer). */
  command?: boolean;
  /** Reads, exports, Socket.IO and live-data push. */
  query?: boolean;
  /** 'inProcess': this process projects (embedded); 'leased': one process per read-model group projects, the others stand by. */
  projector?: 'inProcess' | 'leased';
  /**
   * The log's reactors: the CCF manager, the subscription notifier and recalculation (BullMQ with a worker
   * here when REDIS_URL is set). 'inProcess': this process runs them (embedded); 'leased': each runs in one
   * replica at a time, the others stand by.
   */
  reactors?: 'inProcess' | 'leased';
  /** On an empty event store: the administrator and the demo plant, before the reactors start. */
  seed?: SeedRole;
  /** With REDIS_URL: runs the export jobs the query role enqueues, on this process's worker threads. */
  exports?: boolean;
}

export interface ComposeOptions {
  settings: Settings;
  roles: Roles;
  /** The OpenAPI title of the HTTP API. */
  title?: string;
  clock?: { now(): Date };
  /** false: no logs (tests). */
  logger?: boolean;
  /** Built UI folder, served when it has an index.html (the embedded process). */
  uiDist?: string;
  /** Test knobs (sign-in and mail limits, the BullMQ queue names). */
  tuning?: CommandTuning & ExportTuning;
}

export interface Services {
  infra: Infrastructure;
  /** The HTTP API, when the process runs the command or query role. */
  http: HttpPart | undefined;
  logger: ProcessLogger;
  projector: RunningProjector | undefined;
  /** The log's reactors (with the reactors role). */
  reactors: Reactors | undefined;
  /** The MQTT channel of process tag readings (with MQTT_URL, in a command or reactors process). */
  tagIngest: RunningTagIngest | undefined;
  /** The demo's tag simulator (demo, MQTT_URL, FTR_SIMULATE_TAGS not 0, with the seed role). */
  simulator: RunningSimulator | undefined;
  /** Whether the seed role found the store empty and filled it. */
  seeded: boolean;
  close(): Promise<void>;
}

/** Opens the infrastructure the settings name and starts the given roles in it, in dependency order. */
export const composeServices = async (options: ComposeOptions): Promise<Services> => {
  const { settings, roles } = options;
  const clock = options.clock ?? systemClock;
  const infra = await openInfrastructure(settings);
  const tokens = createTokenService(loadAuthSecret(settings), clock);
  const followers: { status(): FollowStatus }[] = [];
  // Readiness includes the read side: its lag in events and seconds, and (distributed) whether a projector holds the lease.
  const readSide = () => readSideStatus(infra, { now: clock.now(), inProcess: roles.projector === 'inProcess' });
  const http =
    roles.command || roles.query
      ? await startHttp({
          settings,
          infra,
          tokens,
          clock,
          title: options.title ?? 'FTR plant data API',
          logger: options.logger ?? true,
          withProgress: roles.query === true,
          ...(options.uiDist && existsSync(resolve(options.uiDist, 'index.html')) ? { staticRoot: options.uiDist } : {}),
          followers: () => followers.map((follower) => follower.status()),
          readSide,
        })
      : undefined;
  const logger: ProcessLogger = http?.app.log ?? processLogger(options.logger === false ? 'silent' : settings.logLevel);
  const projector = roles.projector ? await startProjectorRole(infra, roles.projector, logger) : undefined;
  if (projector) followers.push(projector);
  const command =
    roles.command || roles.reactors || roles.seed ? await startCommandRole({ settings, infra, tokens, clock, logger }) : undefined;
  if (http && roles.command && command) await command.registerRoutes(http.app, options.tuning ?? {});
  const query = http && roles.query ? await startQueryRole(http, infra, settings, clock, options.tuning) : undefined;
  const exportWorker = roles.exports ? await startExportRole(settings, options.tuning ?? {}, logger) : undefined;
  const seeded =
    roles.seed && command
      ? await seedEmptyStore(roles.seed, {
          deps: command.deps,
          readStore: infra.readStore,
          settings,
          projector,
          logger,
        })
      : false;
  const reactors = roles.reactors && command ? await command.startReactors(options.tuning ?? {}, roles.reactors === 'leased') : undefined;
  if (reactors) followers.push(reactors.ccfManager, reactors.notifier, reactors.recalculation.reactor);
  if (reactors) followers.push(reactors.spcMonitor, reactors.spcNotifier);
  const tagIngest =
    (roles.command || roles.reactors) && command && settings.mqttUrl
      ? await (
          await import('../processTags/mqttIngest.ts')
        ).startMqttIngest({
          url: settings.mqttUrl,
          username: settings.mqttUsername,
          password: settings.mqttPassword,
          group: settings.mqttGroup,
          eventStore: infra.eventStore,
          readModels: command.deps.readModels,
          clock,
          logger,
        })
      : undefined;
  // MQTT's client is loaded only where a broker is configured (most test servers have none).
  // The demo plant's signals: published to the broker like a plant historian would, so they take the MQTT path.
  const simulator =
    roles.seed && settings.demo && settings.mqttUrl && settings.simulateTags
      ? await (
          await import('../processTags/simulator.ts')
        ).startTagSimulator({
          url: settings.mqttUrl,
          username: settings.mqttUsername,
          password: settings.mqttPassword,
          clock,
          logger,
        })
      : undefined;
  if (http) await http.listen();
  const status =
    !http && projector
      ? await startProjectorStatus(settings, infra, projector, readSide)
      : !http && exportWorker
        ? await startExportStatus(settings, infra, exportWorker)
        : undefined;
  return {
    infra,
    http,
    logger,
    projector,
    reactors,
    tagIngest,
    simulator,
    seeded,
    async close() {
      await simulator?.stop();
      await tagIngest?.stop();
      await query?.close();
      await exportWorker?.close();
      await http?.app.close();
      status?.close();
      await http?.progress?.close();
      await reactors?.ccfManager.stop();
      await reactors?.notifier.stop();
      await reactors?.recalculation.stop();
      await reactors?.tagCapture.stop();
      await reactors?.scheduler.stop();
      await reactors?.spcMonitor.stop();
      await reactors?.spcNotifier.stop();
      await reactors?.dueEscalation.stop();
      await projector?.stop();
      await infra.close();
    },
  };
};

/** Closes the services on SIGINT or SIGTERM, then exits. */
export const closeOnSignals = (services: Pick<Services, 'logger' | 'close'>): void => {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    services.logger.info({ signal }, 'shutting down');
    await services.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
};
