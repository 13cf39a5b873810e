import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/** One fault of a store's own, injected while the writer runs; resolves once the fault is over. */
export interface StoreFault {
  name: string;
  inject(): Promise<void>;
}

/** A store started for one run of the suite. */
export interface RunningStore {
  /** What every process of the cluster gets to reach it (DATA_DIR is added by the suite). */
  env: Record<string, string>;
  /** Takes the log's write lock from outside the cluster (as a stuck writer or a backup would); resolves the release. */
  lockWrites(): Promise<() => Promise<void>>;
  /** Faults only this store has (a server to restart, connections to end). */
  faults: StoreFault[];
  stop(): Promise<void>;
}

/**
 * Where the cluster keeps its event log and read models: a parameter of the fault suite, so every store runs
 * the same faults. `unavailable` says why the store cannot run on this machine (the suite then skips it with
 * that reason, or fails under CI=true).
 */
export interface StoreConfig {
  name: string;
  unavailable(): string | undefined;
  start(dataDir: string): Promise<RunningStore>;
}

export const SQLITE_STORE: StoreConfig = {
  name: 'sqlite (one file, shared)',
  unavailable: () => undefined,
  start: (dataDir) =>
    Promise.resolve({
      env: {},
      lockWrites() {
        const db = new DatabaseSync(join(dataDir, 'ftr.sqlite'));
        db.exec('PRAGMA busy_timeout = 10000');
        db.exec('BEGIN IMMEDIATE'); // the write lock: readers go on (WAL), writers wait or fail busy
        return Promise.resolve(() => {
          db.exec('COMMIT');
          db.close();
          return Promise.resolve();
        });
      },
      faults: [],
      stop: () => Promise.resolve(),
    }),
};
