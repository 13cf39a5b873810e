import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { RunningReactor } from '@ftr/command-service/shared/reactor.ts';
import type { RunningRecalculation } from '@ftr/command-service/recalculation/runner.ts';
import type { RunningTagCapture } from '@ftr/command-service/processTags/captureLoop.ts';
import type { RunningScheduler } from '@ftr/command-service/schedules/runner.ts';
import type { RunningEscalation } from '@ftr/command-service/dueEntries/escalation.ts';
import type { Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import type { RunningProjector } from '@ftr/projector/runtime/projector.ts';
import type { CommandTuning } from './compose/command.ts';
import type { ExportTuning } from './compose/exports.ts';
import { composeServices } from './compose/services.ts';

export interface EmbeddedOptions extends CommandTuning, ExportTuning {
  settings: Settings;
  /** Built UI folder; defaults to ui/dist under the working directory. Not served when missing. */
  uiDist?: string;
  clock?: { now(): Date };
  logger?: boolean;
  announce?: (message: string) => void;
}

export interface EmbeddedServer {
  app: FastifyInstance;
  infra: Infrastructure;
  projector: RunningProjector;
  /** The CCF manager (label intents onto their pairs; what a crash left undone; legacy week CCF events copied). */
  ccfManager: RunningReactor;
  /** The subscription notifier (started after the seeding: seeded values notify nobody). */
  notifier: RunningReactor;
  /** Recalculation jobs: run by a reactor in-process, or on BullMQ with a worker in-process when REDIS_URL is set. */
  recalculation: RunningRecalculation;
  /** Automatic capture of hourly values from process tag readings (a pass a minute). */
  tagCapture: RunningTagCapture;
  /** Scheduled deliveries (docs/schedules.md): tests call runDue() after moving the clock. */
  scheduler: RunningScheduler;
  /** The SPC rule monitor (docs/spc.md). */
  spcMonitor: RunningReactor;
  /** Notifies subscribers of SPC rule breaks. */
  spcNotifier: RunningReactor;
  /** "Entries overdue" escalation (docs/dueEntries.md): tests call runDue() after moving the clock. */
  dueEscalation: RunningEscalation;
  url: string;
  close(): Promise<void>;
}

/**
 * The all-in-one process (docs/architecture.md §3): every role of the composition root (server/src/compose/) in one
 * process, with Socket.IO and the built UI on one port. Adapters follow the environment, so this also
 * runs against external stores.
 */
export const startEmbedded = async (options: EmbeddedOptions): Promise<EmbeddedServer> => {
  const { settings, uiDist, clock, logger, announce, ...tuning } = options;
  const services = await composeServices({
    settings,
    roles: {
      command: true,
      query: true,
      projector: 'inProcess',
      reactors: 'inProcess',
      exports: true,
      seed: announce ? { announce } : {},
    },
    uiDist: uiDist ?? resolve('ui/dist'),
    tuning,
    ...(clock ? { clock } : {}),
    ...(logger === undefined ? {} : { logger }),
  });
  const { http, infra, projector, reactors } = services;
  if (!http || !projector || !reactors) throw new Error('the embedded roles did not all start');
  return { app: http.app, infra, projector, ...reactors, url: http.url(), close: () => services.close() };
};
