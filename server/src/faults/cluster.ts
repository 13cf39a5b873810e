import { spawn, type ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { freePort } from '@ftr/infra/testing/ports.ts';
import { killHard, spawnNode, startServerProcess, type NodeProcess, type ServerProcess } from '../testing/process.ts';

/** A redis-server of the suite's own on a free port: nothing persisted, so a restart comes back empty. */
export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export const startOwnRedis = async (): Promise<OwnRedis> => {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const url = `redis://127.0.0.1:${port}`;
  const start = async () => {
    const proc = spawn('redis-server', ['--port', String(port), '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
    child = proc;
    const probe = new Redis(url, { lazyConnect: true, retryStrategy: () => 50, maxRetriesPerRequest: null });
    probe.on('error', () => undefined);
    await probe.connect().catch(() => undefined);
    while ((await probe.ping().catch(() => '')) !== 'PONG') await new Promise((resolve) => setTimeout(resolve, 20));
    probe.disconnect();
  };
  await start();
  return {
    url,
    start,
    async stop() {
      const proc = child;
      if (!proc || proc.exitCode !== null) return;
      const exited = new Promise((resolve) => proc.once('exit', resolve));
      proc.kill('SIGKILL');
      await exited;
    },
  };
};

export type StatusProcess = NodeProcess & { status: string };

export interface Cluster {
  commands: ServerProcess[];
  queries: ServerProcess[];
  projectors: StatusProcess[];
  exportWorker: StatusProcess;
  env: Record<string, string>;
  /** Kills every process the cluster runs now (restarted ones included). */
  stopAll(): Promise<void>;
}

const START_TIMEOUT_MS = 240_000;

/** An entry point without an API, answering /api/ready on a status port of its own. */
const spawnWithStatus = async (entry: string, env: Record<string, string>): Promise<StatusProcess> => {
  const port = await freePort();
  return { ...spawnNode(entry, { ...env, STATUS_PORT: String(port) }), status: `http://127.0.0.1:${port}` };
};

/** Resolves once the process answers 200 on its /api/ready (it runs and its stores answer). */
export const statusReady = async (proc: StatusProcess, timeoutMs = START_TIMEOUT_MS): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (
    (await fetch(`${proc.status}/api/ready`).then(
      (r) => r.status,
      () => 0,
    )) !== 200
  ) {
    if (proc.child.exitCode !== null) throw new Error(`exited with ${proc.child.exitCode}: ${proc.output()}`);
    if (Date.now() > deadline) throw new Error(`not ready in ${timeoutMs} ms: ${proc.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** A fresh export worker, as an orchestrator starts one in place of one that died; resolves once it is ready. */
export const restartExportWorker = async (cluster: Cluster): Promise<StatusProcess> => {
  const worker = await spawnWithStatus('server/src/services/exportWorker.ts', cluster.env);
  cluster.exportWorker = worker;
  await statusReady(worker);
  return worker;
};

/** Bootstrap, then 2 projectors (status ports), 2 command and 2 query services and an export worker. */
export const startCluster = async (env: Record<string, string>): Promise<Cluster> => {
  const bootstrap = spawnNode('server/src/bootstrap.ts', env);
  if ((await bootstrap.exited) !== 0) throw new Error(`bootstrap failed: ${bootstrap.output()}`);
  const projectors = await Promise.all([0, 1].map(() => spawnWithStatus('server/src/services/projector.ts', env)));
  const exportWorker = await spawnWithStatus('server/src/services/exportWorker.ts', env);
  // Four services load the whole code base at once: on two cores shared with other work that can take minutes.
  const commands = await Promise.all([0, 1].map(() => startServerProcess(env, 'server/src/services/command.ts', START_TIMEOUT_MS)));
  const queries = await Promise.all([0, 1].map(() => startServerProcess(env, 'server/src/services/query.ts', START_TIMEOUT_MS)));
  await statusReady(exportWorker);
  const cluster: Cluster = {
    commands,
    queries,
    projectors,
    exportWorker,
    env,
    stopAll: () => Promise.all(running(cluster).map(killHard)).then(() => undefined),
  };
  return cluster;
};

/** Every process of the cluster now: those the suite killed are still listed until it drops them. */
export const running = (cluster: Cluster): NodeProcess[] => [
  ...cluster.projectors,
  cluster.exportWorker,
  ...cluster.commands,
  ...cluster.queries,
];

/** Processes that ended without the suite killing them (a crash), with the end of their output. */
export const crashed = (cluster: Cluster, killed: ReadonlySet<NodeProcess>): string[] =>
  running(cluster)
    .filter((proc) => !killed.has(proc) && (proc.child.exitCode !== null || proc.child.signalCode !== null))
    .map(
      (proc) =>
        `${proc.child.spawnargs.at(-1) ?? '?'} exited ${proc.child.exitCode ?? proc.child.signalCode}: ${proc.output().slice(-2_000)}`,
    );

/** The projector that projects now (its status says `running`), if any. */
export const activeProjector = async (cluster: Cluster): Promise<StatusProcess | undefined> => {
  for (const projector of cluster.projectors) {
    if (projector.child.exitCode !== null || projector.child.signalCode !== null) continue;
    const body = await fetch(`${projector.status}/api/ready`)
      .then((r) => r.json() as Promise<{ followers?: { state: string }[] }>)
      .catch(() => undefined);
    if (body?.followers?.[0]?.state === 'running') return projector;
  }
  return undefined;
};
