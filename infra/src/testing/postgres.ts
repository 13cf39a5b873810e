import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { printSkip } from './skip.ts';

/** The PostgreSQL that tests use (CI starts one on 127.0.0.1:5432; trust auth for root). */
export const TEST_POSTGRES_URL = process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/postgres';

const where = (url: string): string => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '5432'}`;
};

/** Runs in a child process (synchronous, so usable at describe time): exit 0 when `SELECT 1` answers. */
const PROBE = `
const pg = require('pg');
const client = new pg.Client({ connectionString: process.argv[1], connectionTimeoutMillis: 2000 });
client.connect().then(() => client.query('SELECT 1')).then(() => process.exit(0), () => process.exit(1));
`;

const cached = new Map<string, boolean>();
/** Whether a PostgreSQL answers a query at `url`; cached for the process. */
export const postgresAvailable = (url: string = TEST_POSTGRES_URL): boolean => {
  let answers = cached.get(url);
  if (answers === undefined) {
    answers = spawnSync(process.execPath, ['-e', PROBE, url], { timeout: 5_000, stdio: 'ignore' }).status === 0;
    cached.set(url, answers);
  }
  return answers;
};

/**
 * Runs `suite` when the test PostgreSQL answers. Otherwise: under CI=true a failing test says what is
 * missing; elsewhere one printed SKIP line and the suite registered as skipped.
 */
export const describeWithPostgres = (what: string, suite: () => void): void => {
  if (postgresAvailable()) {
    describe(what, suite);
    return;
  }
  const reason = `no PostgreSQL on ${where(TEST_POSTGRES_URL)}`;
  if (process.env['CI'] === 'true') {
    describe(what, () => {
      it('needs PostgreSQL', () => {
        throw new Error(
          `${what} needs PostgreSQL on ${where(TEST_POSTGRES_URL)} and CI=true: start PostgreSQL (.ci/run does) before the tests`,
        );
      });
    });
    return;
  }
  printSkip(`SKIP ${what}: ${reason}`);
  describe.skip(`${what} (needs PostgreSQL)`, suite);
};

/** `url` with another database name. */
export const withDatabase = (url: string, database: string): string => {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
};

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own for one test file (ftr_test_<pid>_<random>), with binary string ordering
 * (C.UTF-8, as docs/postgres.md asks of a production database); `drop` removes it, ending any
 * connection still open on it.
 */
export const createTestDatabase = async (serverUrl: string = TEST_POSTGRES_URL, prefix = 'ftr_test'): Promise<TestDatabase> => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  } finally {
    await admin.end();
  }
  return {
    name,
    url: withDatabase(serverUrl, name),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
};

/** Ends every other connection to `database` (a lost connection, as a restart or a DBA would cause). */
export const terminateConnections = async (serverUrl: string, database: string): Promise<number> => {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ended: boolean }>(
      'SELECT pg_terminate_backend(pid) AS ended FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [database],
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await client.end();
  }
};
