import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import type { TokenService } from '@ftr/infra/auth/tokens.ts';
import type { Clock } from './shared/metadata.ts';
import type { Parking } from './shared/parking.ts';
import type { ReadModels } from './shared/readModels.ts';

/** The command side's deps without the read models (seeding and tests write through stores alone). */
export type StoreDeps = Omit<CommandDeps, 'readModels'>;

/** Everything the command side needs, injected (no globals). */
export interface CommandDeps {
  /** Behind the event catalogue: appends are checked and stamped with their schemaVersion; a plain EventStore does not fit. */
  eventStore: CatalogueEventStore;
  tokens: TokenService;
  clock: Clock;
  /** The read models a command needs (the query port, implemented by the projector; the composition root injects it). */
  readModels: ReadModels;
  /** The process's parked events (what its reactors could not handle), for /admin/integrity. */
  parking?: Parking;
}
