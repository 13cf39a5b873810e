import pg from 'pg';
import { ownPostgresUnavailable, startOwnPostgres } from '@ftr/infra/testing/ownPostgres.ts';
import { withDatabase } from '@ftr/infra/testing/postgres.ts';
import type { StoreConfig } from './stores.ts';

const DATABASE = 'ftr_faults';
/** How long the server is stalled: long enough for pools, leases and the writer's timeout to notice. */
const STALL_MS = 10_000;

/**
 * Both stores in one database on a PostgreSQL server of the suite's own, so it can be restarted, stalled
 * and have its connections ended without disturbing other tests.
 */
export const POSTGRES_STORE: StoreConfig = {
  name: 'postgres (own server)',
  unavailable: ownPostgresUnavailable,
  async start() {
    const server = await startOwnPostgres();
    const admin = new pg.Client({ connectionString: server.url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
    await admin.end();
    const url = withDatabase(server.url, DATABASE);
    return {
      env: { POSTGRES_URL: url, EVENT_STORE: 'postgres', READ_STORE: 'postgres' },
      async lockWrites() {
        // EXCLUSIVE lets reads of the log go on and holds every append (an INSERT) until the transaction ends.
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        await client.query('BEGIN');
        await client.query('LOCK TABLE ftr_events IN EXCLUSIVE MODE');
        return async () => {
          await client.query('COMMIT');
          await client.end();
        };
      },
      faults: [
        { name: 'PostgreSQL restarted (immediate stop: a crash)', inject: () => server.restart() },
        {
          name: 'connections terminated (pg_terminate_backend)',
          async inject() {
            if ((await server.terminateBackends(DATABASE)) === 0) throw new Error('no connection to terminate');
          },
        },
        {
          name: `PostgreSQL stalled ${STALL_MS / 1000} s (SIGSTOP, SIGCONT)`,
          async inject() {
            server.pause();
            // The stall's length is the fault itself, not a wait for state.
            await new Promise((resolve) => setTimeout(resolve, STALL_MS));
            server.resume();
          },
        },
      ],
      stop: () => server.destroy(),
    };
  },
};
