import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import { addDays, XLSX_CONTENT_TYPE } from '@ftr/contracts';
import { SWEEP_SCHEDULER } from '@ftr/command-service/schedules/bullmq.ts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { openInfrastructure, type Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import { printSkip } from '@ftr/infra/testing/skip.ts';
import { killHard, type NodeProcess } from '../testing/process.ts';
import { createLedger, tally, unexpected, watchStatuses } from './checks.ts';
import { activeProjector, crashed, startCluster, startOwnRedis, type Cluster, type OwnRedis } from './cluster.ts';
import { exportThroughWorkerKill } from './exportFault.ts';
import { POSTGRES_STORE } from './postgresStore.ts';
import { openSession, PARAMETERS } from './session.ts';
import { SQLITE_STORE, type RunningStore, type StoreConfig } from './stores.ts';
import type { Writer } from './writer.ts';

/**
 * The fault suite: the distributed mode as separate processes with its own redis-server, a bounded writer
 * (20 submissions a second), and one fault at a time. After each: no acknowledged submission missing from the
 * log, none written twice, the refold clean, no process ended that the suite did not kill, and the time until
 * the read side answered the newest write again (for the export, until the file was downloaded). The store is
 * a parameter (STORES): each runs the shared faults and its own (stores.ts, postgresStore.ts).
 */
const STORES: StoreConfig[] = [SQLITE_STORE, POSTGRES_STORE];
/** The longest any fault may keep the read side from answering the newest acknowledged write. */
const RECOVERY_BOUND_MS = 15_000;
/** Stall detection (10 s lock, 5 s checks), a fresh worker's start and the export run again. */
const EXPORT_RECOVERY_BOUND_MS = 45_000;
const OUTAGE_MS = 10_000;
const NAMESPACE = 'faults';
/** Reads during a fault are current (200) or refused visibly (503), never answered stale. */
const READ_ANSWERS = [200, 503];
/** Writes are acknowledged (200), refused for now (503), or not answered (0: a killed process, the client's timeout); never a 500 or a 409 for contention. */
const WRITE_ANSWERS = [200, 503, 0];

const since = (start: number) => Date.now() - start;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

for (const store of STORES) {
  const reason = store.unavailable();
  if (reason === undefined) continue;
  if (process.env['CI'] === 'true') {
    describe(`fault suite (${store.name})`, () => {
      it('needs its store', () => {
        throw new Error(`${reason} and CI=true: .ci/run installs it`);
      });
    });
  } else printSkip(`SKIP fault suite (${store.name}): ${reason}`);
}

describe.each(STORES.filter((store) => store.unavailable() === undefined))('fault suite ($name)', (store) => {
  let redis: OwnRedis | undefined;
  let running: RunningStore | undefined;
  let cluster: Cluster | undefined;
  let writer: Writer | undefined;
  let infra: Infrastructure | undefined;
  const dataDirs: string[] = [];
  const stopAll = async () => {
    await writer?.stop();
    await infra?.close();
    await cluster?.stopAll();
    await redis?.stop();
    await running?.stop();
    for (const dataDir of dataDirs.splice(0)) rmSync(dataDir, { recursive: true, force: true });
    [writer, infra, cluster, redis, running] = [undefined, undefined, undefined, undefined, undefined];
  };
  afterAll(stopAll, 60_000);

  it('loses and duplicates no acknowledged write through process kills, store and Redis outages, and recovers in bounded time', async () => {
    // Each attempt on processes and a store of its own (a second attempt would find the first one's operation).
    await stopAll();
    const dataDir = mkdtempSync(join(tmpdir(), 'ftr-faults-'));
    dataDirs.push(dataDir);
    redis = await startOwnRedis();
    running = await store.start(dataDir);
    const env = {
      DATA_DIR: dataDir,
      ...running.env,
      REDIS_URL: redis.url,
      REDIS_NAMESPACE: NAMESPACE,
      AUTH_SECRET: 'fault-suite-secret-0123456789abcdef0123',
      FTR_ADMIN_PASSWORD: 'Fault-Admin-2026!',
      FTR_DEMO: '0',
    };
    const c = await startCluster(env);
    cluster = c;
    const s = await openSession(c, env.FTR_ADMIN_PASSWORD);
    const w = s.writer;
    writer = w;
    infra = await openInfrastructure(readSettings({ ...env, REDIS_URL: '' }));
    const ledger = createLedger(infra, w);
    const killed = new Set<NodeProcess>();
    const readsDuring: Record<string, Map<number, number>> = {};
    const otherAnswers: { fault: string; writes: number[]; reads: number[] }[] = [];
    /** After a fault: the read side answers the newest write everywhere; then the log and the refold are checked. */
    const recovered = async (fault: string, start: number, boundMs = RECOVERY_BOUND_MS) => {
      await s.caughtUp(w.head());
      const recoveryMs = since(start);
      expect({ fault, crashed: crashed(c, killed) }).toEqual({ fault, crashed: [] });
      const reads = readsDuring[fault];
      await ledger.check(fault, recoveryMs, boundMs, `writes ${tally(w.statuses)}${reads ? `; reads ${tally(reads)}` : ''}`);
      otherAnswers.push({ fault, writes: unexpected(w.statuses, WRITE_ANSWERS), reads: reads ? unexpected(reads, READ_ANSWERS) : [] });
      w.statuses.clear();
    };
    /** Reads at the newest write on every query replica while `fault` lasts. */
    const watchingReads = async (fault: string, during: () => Promise<void>) => {
      const watch = watchStatuses(() => s.readAt(w.head()));
      await during();
      readsDuring[fault] = await watch.stop();
    };

    await s.writes(40);
    w.statuses.clear();

    // Redis stopped for 10 s and started again empty: projection goes on, reads are current or refused
    // visibly (503), sign-in works or refuses with 503; the schedules' job scheduler comes back.
    const redisFault = 'Redis stopped 10 s, restarted empty';
    const signIns = watchStatuses(async () => [await s.signIn()]);
    const before = w.acknowledged.size;
    await watchingReads(redisFault, async () => {
      await redis!.stop();
      await pause(OUTAGE_MS);
    });
    const signInsDuring = await signIns.stop();
    const during = w.acknowledged.size - before;
    await redis.start();
    const restarted = Date.now();
    const schedules = new Queue(`${NAMESPACE}-schedules`, { connection: { url: redis.url } });
    while (!(await schedules.getJobScheduler(SWEEP_SCHEDULER))) await pause(100);
    await schedules.close();
    await recovered(redisFault, restarted);
    expect(unexpected(signInsDuring, [200, 503])).toEqual([]);
    expect(during).toBeGreaterThan(40); // writes went on during the outage

    // kill -9 of the active projector: the standby takes over (lease) and catches up.
    const active = await activeProjector(c);
    expect(active).toBeDefined();
    await s.writes(20);
    await killHard(active!);
    killed.add(active!);
    const killedProjector = Date.now();
    while (!(await activeProjector(c))) await pause(100);
    await recovered('kill -9 active projector', killedProjector);

    // The log write-locked for 10 s from outside: writes wait or are refused (never acknowledged and lost).
    const lockFault = 'store write-locked 10 s';
    await watchingReads(lockFault, async () => {
      const release = await running!.lockWrites();
      await pause(OUTAGE_MS);
      await release();
    });
    const unlocked = Date.now();
    await s.writes(20);
    await recovered(lockFault, unlocked);

    // kill -9 of the export worker while it runs a user's export: a fresh worker takes the job up again.
    const acknowledgedAtExport = w.acknowledged.size;
    const exported = await exportThroughWorkerKill({
      cluster: c,
      redisUrl: redis.url,
      queueName: `${NAMESPACE}-exports`,
      token: s.token,
      parameters: PARAMETERS,
      from: addDays(s.today, -1_000),
      to: s.today,
      minPosition: w.head(),
      killed,
    });
    await recovered('kill -9 export worker during an export', Date.now() - exported.recoveryMs, EXPORT_RECOVERY_BOUND_MS);
    expect({ ...exported, recoveryMs: 0, values: exported.values >= acknowledgedAtExport }).toEqual({
      ...exported,
      recoveryMs: 0,
      stateAtKill: 'active',
      status: 200,
      contentType: XLSX_CONTENT_TYPE,
      complete: true,
      values: true,
      completed: 1,
      stalled: 1,
      finalState: 'completed',
      filesLeft: 0,
    });

    // The store's own faults (PostgreSQL: a crash restart, connections ended, a stall).
    for (const fault of running.faults) {
      await watchingReads(fault.name, () => fault.inject());
      const ended = Date.now();
      await s.writes(20);
      await recovered(fault.name, ended);
    }

    // kill -9 of a command service: the writer retries on the other.
    await killHard(c.commands[0]!);
    killed.add(c.commands.splice(0, 1)[0]!);
    const killedCommand = Date.now();
    await s.writes(40);
    await recovered('kill -9 command service', killedCommand);

    // kill -9 of a query service: reads go on on the other.
    await killHard(c.queries[0]!);
    killed.add(c.queries.splice(0, 1)[0]!);
    const killedQuery = Date.now();
    await s.writes(20);
    await recovered('kill -9 query service', killedQuery);

    await w.stop();
    await recovered('end (writer stopped)', Date.now());

    console.log(ledger.table(store.name));
    expect(otherAnswers.filter((answers) => answers.writes.length + answers.reads.length > 0)).toEqual([]);
    for (const row of ledger.rows) {
      expect({ ...row, recoveryMs: row.recoveryMs <= row.boundMs }).toEqual({
        ...row,
        recoveryMs: true,
        lost: 0,
        duplicated: 0,
        refold: 'clean',
      });
    }
  }, 900_000);
});
