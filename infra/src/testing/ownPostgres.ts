import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './ports.ts';
import { terminateConnections } from './postgres.ts';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** Where Debian puts the server binaries (the newest version installed; 15 on bookworm); POSTGRES_BIN overrides. */
export const POSTGRES_BIN =
  process.env['POSTGRES_BIN'] ??
  (existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => /^\d+$/.test(version) && existsSync(join(DEBIAN_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
        .map((version) => join(DEBIAN_ROOT, version, 'bin'))[0]
    : undefined) ??
  join(DEBIAN_ROOT, '15', 'bin');

const asRoot = process.getuid?.() === 0;

/** Why no server of a test's own can be started here, or undefined when it can. */
export const ownPostgresUnavailable = (): string | undefined => {
  if (!existsSync(join(POSTGRES_BIN, 'initdb')) || !existsSync(join(POSTGRES_BIN, 'postgres'))) {
    return `no PostgreSQL server binaries in ${POSTGRES_BIN} (initdb, postgres)`;
  }
  if (spawnSync('pg_isready', ['--version']).status !== 0) return 'no pg_isready on the PATH';
  if (asRoot && spawnSync('id', ['-u', 'postgres']).status !== 0) return 'running as root and no postgres user to run the server as';
  return undefined;
};

/**
 * A PostgreSQL server of a test's own (initdb in a temp folder, a free port), so that the test may stop,
 * restart, stall it and end its connections without disturbing any other test. Its superuser is `root`,
 * trusted on 127.0.0.1.
 */
export interface OwnPostgres {
  /** The `postgres` database as the superuser. */
  url: string;
  port: number;
  /** Starts the server and resolves once it accepts connections. */
  start(): Promise<void>;
  /** `fast` (SIGINT: sessions ended cleanly) or `immediate` (SIGQUIT: a crash, recovery on the next start). */
  stop(mode?: 'fast' | 'immediate'): Promise<void>;
  /** An immediate stop, then a start. */
  restart(): Promise<void>;
  /** SIGSTOP to the server and every one of its processes: connections stay open, nothing answers. */
  pause(): void;
  /** SIGCONT to what `pause` stopped. */
  resume(): void;
  /** pg_terminate_backend of every other connection to `database`; answers how many ended. */
  terminateBackends(database: string): Promise<number>;
  /** Stops the server and removes its folder. */
  destroy(): Promise<void>;
}

/** PostgreSQL refuses to run as root: as root, its programs run as the `postgres` user (setpriv execs, so the pid is the server's). */
const command = (binary: string, args: string[]): [string, string[]] =>
  asRoot
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', join(POSTGRES_BIN, binary), ...args]]
    : [join(POSTGRES_BIN, binary), args];

/** The postmaster's children (backends, checkpointer, walwriter …), read from /proc. */
const childrenOf = (parent: number): number[] =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === parent;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);

const READY_TIMEOUT_MS = 60_000;

export const startOwnPostgres = async (): Promise<OwnPostgres> => {
  const root = mkdtempSync(join(tmpdir(), 'ftr-ownpg-'));
  const dataDir = join(root, 'data');
  if (asRoot) chownSync(root, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
  const [initdb, initArgs] = command('initdb', [
    '-D',
    dataDir,
    '-U',
    'root',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  execFileSync(initdb, initArgs, { cwd: root, stdio: 'pipe', timeout: 120_000 });
  const port = await freePort();
  const url = `postgres://root@127.0.0.1:${port}/postgres`;
  let server: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let paused: number[] = [];
  let log = '';

  const isReady = () => spawnSync('pg_isready', ['-q', '-h', '127.0.0.1', '-p', String(port), '-t', '1']).status === 0;
  const start = async (): Promise<void> => {
    // Enough connections for every process of a cluster (a pool of 10 each, LISTEN, export threads).
    const [file, args] = command('postgres', [
      '-D',
      dataDir,
      '-p',
      String(port),
      '-k',
      root,
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'max_connections=200',
    ]);
    const child = spawn(file, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    server = child;
    child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
    exited = new Promise((resolve) => child.once('exit', () => resolve()));
    const deadline = Date.now() + READY_TIMEOUT_MS;
    while (!isReady()) {
      if (child.exitCode !== null || child.signalCode !== null) throw new Error(`PostgreSQL did not start: ${log}`);
      if (Date.now() > deadline) throw new Error(`PostgreSQL not ready in ${READY_TIMEOUT_MS} ms: ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  const stop = async (mode: 'fast' | 'immediate' = 'fast'): Promise<void> => {
    const child = server;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    // The postmaster waits for its processes to end before it exits: the next start finds no shared memory in use.
    child.kill(mode === 'fast' ? 'SIGINT' : 'SIGQUIT');
    await exited;
  };
  const resume = (): void => {
    for (const pid of paused) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // ended while stopped
      }
    }
    paused = [];
  };
  await start();

  return {
    url,
    port,
    start,
    stop,
    async restart() {
      await stop('immediate');
      await start();
    },
    pause() {
      const postmaster = server?.pid;
      if (postmaster === undefined) return;
      paused = [postmaster, ...childrenOf(postmaster)];
      for (const pid of paused) process.kill(pid, 'SIGSTOP');
    },
    resume,
    terminateBackends: (database) => terminateConnections(url, database),
    async destroy() {
      try {
        resume();
        await stop('immediate');
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
};
