import pg from 'pg';
import type { Pool, PoolClient } from 'pg';

/**
 * One PostgreSQL database shared by the event store and the read store (docs/postgres.md): a pool for
 * queries and transactions, and dedicated clients for LISTEN. Neither store closes it; its opener does.
 */
export interface PostgresConnection {
  pool: Pool;
  /** A new, unconnected client on the same database (the event store's LISTEN connection). */
  client(): pg.Client;
  close(): Promise<void>;
}

/** Connections that stop answering are given up on after this long (a paused or unreachable server). */
const CONNECT_TIMEOUT_MS = 10_000;

export const openPostgres = (url: string, options: { max?: number; onError?: (error: Error) => void } = {}): PostgresConnection => {
  const config = { connectionString: url, keepAlive: true, connectionTimeoutMillis: CONNECT_TIMEOUT_MS };
  const pool = new pg.Pool({ ...config, max: options.max ?? 10, application_name: 'ftr' });
  // An idle client whose backend ended (a restart, pg_terminate_backend) reports here; the pool drops it.
  pool.on('error', (error) => options.onError?.(error));
  return {
    pool,
    client: () => new pg.Client({ ...config, application_name: 'ftr-listen' }),
    close: () => pool.end(),
  };
};

/** Runs `work` in one transaction on one pooled client; a client that failed is destroyed, not reused. */
export const inPgTransaction = async <T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> => {
  const client = await pool.connect();
  let broken: Error | undefined;
  // A backend that ends while the client is checked out (a restart, pg_terminate_backend) emits 'error' on
  // it; unheard, that would end the process. The query in flight fails with it, and the client is dropped.
  const lost = (error: Error): void => {
    broken = error;
  };
  client.on('error', lost);
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch((rollbackError: unknown) => {
      broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
    });
    throw error;
  } finally {
    client.off('error', lost);
    client.release(broken);
  }
};

/** A key for pg_advisory_xact_lock: schema creation and appends each take their own. */
export const ADVISORY_LOCKS = { schema: 7_314_001, append: 7_314_002 } as const;

/** Creates tables once even when several processes start together (CREATE ... IF NOT EXISTS races otherwise). */
export const ensureSchema = (pool: Pool, statements: readonly string[]): Promise<void> =>
  inPgTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1)', [ADVISORY_LOCKS.schema]);
    for (const statement of statements) await client.query(statement);
  });
