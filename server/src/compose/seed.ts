import type { CommandDeps } from '@ftr/command-service/deps.ts';
import type { Settings } from '@ftr/infra/config/env.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { checkpointWaiter } from '@ftr/projector/commandPort.ts';
import type { RunningProjector } from '@ftr/projector/runtime/projector.ts';
import { bootstrapEmptyStore } from '../seed/bootstrap.ts';

export interface SeedRole {
  /** Where to say the generated administrator password (once); default: a warning in the log. */
  announce?(message: string): void;
  /** How long the demo values wait for the read side to take in the demo's setup (default 60 s). */
  setupTimeoutMs?: number;
}

export interface SeedOptions {
  deps: CommandDeps;
  readStore: ReadStore;
  settings: Settings;
  /** This process's projector, if it runs one; else the projector service's checkpoint is polled. */
  projector: RunningProjector | undefined;
  logger: { info(message: string): void; warn(message: string): void };
}

/**
 * On an empty store: the administrator and (unless FTR_DEMO=0) the demo plant, through the command
 * handlers. The demo values decide against the read models, so they wait for the projector.
 */
export const seedEmptyStore = (seed: SeedRole, { deps, readStore, settings, projector, logger }: SeedOptions): Promise<boolean> =>
  bootstrapEmptyStore(deps, {
    adminPassword: settings.adminPassword,
    demo: settings.demo,
    demoPassword: settings.demoPassword,
    demoDays: settings.demoDays,
    companyDomain: settings.registrationDomain,
    readSide: {
      readStore,
      waitForReadSide: projector?.waitFor ?? checkpointWaiter(readStore),
      ...(seed.setupTimeoutMs ? { setupTimeoutMs: seed.setupTimeoutMs } : {}),
    },
    announce: (message) => (seed.announce ? seed.announce(message) : logger.warn(message)),
    inform: (message) => logger.info(message),
  });
