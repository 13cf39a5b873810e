import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { printSkip } from './skip.ts';

/**
 * Whether a Docker engine answers, so testcontainers-based suites can run (docs/architecture.md §3).
 * Synchronous (usable at `describe` time) and cached for the process. It pings the engine's
 * `/_ping` endpoint in a child Node process (no Docker CLI needed), falling back to `docker info`.
 */
let cached: boolean | undefined;

const PING_TIMEOUT_MS = 3_000;

/** Runs in a child process: argv[1] is `unix:<socket path>` or `tcp:<host>:<port>`. */
const PING_SCRIPT = `
const http = require('node:http');
const target = process.argv[1];
const options = target.startsWith('unix:')
  ? { socketPath: target.slice(5) }
  : { host: target.slice(4, target.lastIndexOf(':')), port: Number(target.slice(target.lastIndexOf(':') + 1)) };
const req = http.get({ ...options, path: '/_ping', timeout: ${PING_TIMEOUT_MS - 500} }, (res) => {
  process.exit(res.statusCode === 200 ? 0 : 1);
});
req.on('timeout', () => process.exit(1));
req.on('error', () => process.exit(1));
`;

/** Engine endpoints to try, most explicit first. */
const candidates = (): string[] => {
  const found: string[] = [];
  const host = process.env['DOCKER_HOST'];
  if (host?.startsWith('unix://')) found.push(`unix:${host.slice('unix://'.length)}`);
  if (host?.startsWith('tcp://')) {
    const url = new URL(host.replace(/^tcp:/, 'http:'));
    found.push(`tcp:${url.hostname}:${url.port || '2375'}`);
  }
  const runtimeDir = process.env['XDG_RUNTIME_DIR'];
  const sockets = [
    '/var/run/docker.sock',
    runtimeDir ? join(runtimeDir, 'docker.sock') : undefined,
    join(homedir(), '.docker', 'run', 'docker.sock'),
    join(homedir(), '.docker', 'desktop', 'docker.sock'),
  ];
  for (const socket of sockets) if (socket && existsSync(socket)) found.push(`unix:${socket}`);
  return found;
};

const ping = (target: string): boolean =>
  spawnSync(process.execPath, ['-e', PING_SCRIPT, target], { timeout: PING_TIMEOUT_MS, stdio: 'ignore' }).status === 0;

const dockerCliAnswers = (): boolean =>
  spawnSync('docker', ['info', '--format', '{{.ServerVersion}}'], { timeout: 5_000, stdio: 'ignore' }).status === 0;

export const dockerAvailable = (): boolean => {
  if (cached === undefined) cached = candidates().some(ping) || dockerCliAnswers();
  return cached;
};

/**
 * Runs `suite` when a Docker engine is reachable (testcontainers), otherwise prints one SKIP line
 * saying why and registers the suite as skipped.
 */
export const describeWithDocker = (what: string, suite: () => void): void => {
  if (dockerAvailable()) {
    suite();
    return;
  }
  printSkip(`SKIP ${what}: no Docker engine reachable (testcontainers needs one)`);
  describe.skip(`${what} (needs Docker)`, suite);
};
