import { readdirSync, readFileSync } from 'node:fs';
import { addDays, AUTH_HEADER, type AuditTrailPage, type GrabberPageDto, type LoginResult } from '@ftr/contracts';
import { demoOperations } from '@ftr/server/seed/demoPlant.ts';
import { ADMIN_PASSWORD } from '@ftr/server/testing/embedded.ts';
import { freePort, killHard, spawnNode, type NodeProcess } from '@ftr/server/testing/process.ts';
import { benchCode, FIRST_DAY, operationOn, SETUP_TODAY, YEAR_DAYS } from './scaleData.ts';
import { measureReads, type ReadFigures } from './scaleReads.ts';
import type { ScaleManifest } from './scaleStore.ts';
import { percentile } from './stats.ts';

/**
 * The scale bench's measurements on one cached store: `npm start`'s entry point (server/src/main.ts) is
 * started as its own process on the store's data folder and used over loopback HTTP as the UI would,
 * signed in as the administrator at BA. The same requests on every store (inside the young store's 70 days).
 */
export interface ScaleFigures {
  /** Process start to the first 200 from /api/ready, of each start (the last one is measured on). */
  startups: number[];
  page: number[];
  pageTotal: number;
  /** Full grabber export: seconds of each run, the .xlsx size. */
  exports: number[];
  exportBytes: number;
  /** The server process's resident memory at rest before the exports and its peak during them. */
  rssBeforeMb: number;
  rssPeakMb: number;
  /** The same for its anonymous memory (heaps, buffers), without the SQLite file's pages read through its memory maps. */
  anonBeforeMb: number;
  anonPeakMb: number;
  reports: number[];
  grid: number[];
  audit: number[];
  auditTotal: number;
  /** The server process's CPU per call (ms) of each measured kind: page, export, grid, audit, report, and the reads' (scaleReads.ts). */
  cpuMs: Record<string, number>;
  /** Data summary and dashboard loads (bench/scaleReads.ts). */
  reads: ReadFigures;
}

const WINDOWS = {
  from: FIRST_DAY,
  to: addDays(FIRST_DAY, YEAR_DAYS - 1),
  reportFrom: '2025-11-01',
  reportTo: '2025-11-30',
  /** Sixty grid days, each loaded once: the answer cache would serve a repeated day without reading the store. */
  gridDays: Array.from({ length: 60 }, (_, d) => addDays(FIRST_DAY, 5 + d)),
  /** The young store's 70 days: the trail holds the same entries in both stores (the 10M one has newer ones besides). */
  auditFrom: FIRST_DAY,
  auditTo: addDays(FIRST_DAY, 69),
  auditCode: benchCode(0),
};
const LOADS = 200;
const EXPORTS = 3;
const REPORTS = 10;
const STARTS = 3;

/** A process's memory in MB (Linux /proc): resident in all, its own (anonymous) part, and the peak resident since it started. */
export const memoryOf = (pid: number): { rss: number; anon: number; hwm: number } => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key: string) => Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kb('VmRSS') / 1024, anon: kb('RssAnon') / 1024, hwm: kb('VmHWM') / 1024 };
};

/**
 * Runs `work` while sampling the process's memory every 20 ms: its resident and anonymous peaks, and what
 * they were before. VmHWM (the peak since the process started) catches a peak between two samples.
 */
const watchMemory = async (pid: number, work: () => Promise<void>) => {
  const before = memoryOf(pid);
  let peak = before.rss;
  let anon = before.anon;
  const sampler = setInterval(() => {
    const now = memoryOf(pid);
    peak = Math.max(peak, now.rss);
    anon = Math.max(anon, now.anon);
  }, 20);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  const after = memoryOf(pid);
  return { before, peak: Math.max(peak, after.rss, after.hwm > before.hwm ? after.hwm : 0), anonPeak: Math.max(anon, after.anon) };
};

/** CPU seconds (user + system) a process has used so far (Linux /proc, clock ticks of 10 ms). */
const cpuOf = (pid: number): number => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

/**
 * CPU seconds a process's live threads have run so far, to the nanosecond (each thread's se.sum_exec_runtime in
 * /proc/<pid>/task/<tid>/sched, in ms): for a few short calls, where /proc's 10-ms ticks cannot tell 4 ms from 9.
 * A thread that ended since the last reading takes its time with it; none does while the cold reads are measured.
 */
const threadsCpuOf = (pid: number): number => {
  let ms = 0;
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    let sched = '';
    try {
      sched = readFileSync(`/proc/${pid}/task/${tid}/sched`, 'utf8');
    } catch {
      continue; // the thread ended after the listing
    }
    ms += Number(/^se\.sum_exec_runtime\s*:\s*([\d.]+)/m.exec(sched)?.[1] ?? 0);
  }
  return ms / 1000;
};

export const startServer = async (dataDir: string): Promise<{ proc: NodeProcess; url: string; seconds: number }> => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // Embedded stores only, whatever this shell's environment names; the store already holds its plant.
  const proc = spawnNode('server/src/main.ts', {
    DATA_DIR: dataDir,
    PORT: String(port),
    EVENTSTORE_URL: '',
    MONGODB_URL: '',
    REDIS_URL: '',
    MQTT_URL: '',
    FTR_ADMIN_PASSWORD: ADMIN_PASSWORD,
  });
  for (;;) {
    if (proc.child.exitCode !== null) throw new Error(`server/src/main.ts exited with ${proc.child.exitCode}: ${proc.output()}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { proc, url, seconds: (performance.now() - started) / 1000 };
    if (performance.now() - started > 600_000) {
      await killHard(proc);
      throw new Error(`server/src/main.ts not ready in 10 minutes: ${proc.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

const timed = async (work: () => Promise<void>): Promise<number> => {
  const t0 = performance.now();
  await work();
  return performance.now() - t0;
};

export const measureStore = async (dataDir: string, manifest: ScaleManifest): Promise<ScaleFigures> => {
  // Two starts and stops first: one start's time moves with the machine's load (the median of three is kept).
  const startups: number[] = [];
  for (let i = 0; i < STARTS - 1; i += 1) {
    const started = await startServer(dataDir);
    startups.push(started.seconds);
    started.proc.child.kill('SIGTERM');
    await started.proc.exited;
  }
  const { proc, url, seconds } = await startServer(dataDir);
  startups.push(seconds);
  try {
    const auth = await fetch(`${url}/api/auth`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD, site: 'BA' }),
    });
    if (!auth.ok) throw new Error(`sign-in: ${auth.status} ${await auth.text()}`);
    const { token } = (await auth.json()) as LoginResult;
    const api = async (method: 'GET' | 'POST', path: string, body?: unknown): Promise<Response> => {
      const response = await fetch(`${url}/api${path}`, {
        method,
        headers: { [AUTH_HEADER]: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
      return response;
    };
    const pid = proc.child.pid ?? 0;
    /** The server's CPU per measured call, in ms: it moves far less with the machine's load than the latencies. */
    const cpu: Record<string, number> = {};
    const repeat = async (name: string, count: number, warmUp: number, work: () => Promise<void>): Promise<number[]> => {
      for (let i = 0; i < warmUp; i += 1) await work();
      const samples: number[] = [];
      const cpu0 = cpuOf(pid);
      for (let i = 0; i < count; i += 1) samples.push(await timed(work));
      cpu[name] = ((cpuOf(pid) - cpu0) * 1000) / count;
      return samples;
    };

    // The exports first, on the fresh process: the first one starts its worker thread (docs/reportOutputs.md),
    // so the growth over the process at rest is all the export costs.
    let exportBytes = 0;
    let exports: number[] = [];
    const memory = await watchMemory(proc.child.pid ?? 0, async () => {
      exports = await repeat('export', EXPORTS, 0, async () => {
        const file = await api('POST', `/stored-grabber/export/${manifest.grabberId}/${WINDOWS.from}/${WINDOWS.to}/NONE`, {
          transpose: false,
          filename: 'scale',
          sort: 'asc',
        });
        exportBytes = (await file.arrayBuffer()).byteLength;
      });
    });

    const grabber = `/stored-grabber/${manifest.grabberId}/${WINDOWS.from}/${WINDOWS.to}/NONE`;
    let pageTotal = 0;
    const page = await repeat('page', LOADS, 20, async () => {
      const data = (await (await api('GET', `${grabber}?page=1`)).json()) as GrabberPageDto;
      if (data.rows.length !== 100) throw new Error(`grabber page 1: ${data.rows.length} rows`);
      pageTotal = data.total;
    });

    const operations = demoOperations(SETUP_TODAY);
    const days = [...WINDOWS.gridDays];
    const grid = await repeat('grid', days.length, 0, async () => {
      const date = days.shift() ?? FIRST_DAY;
      const operation = operationOn(operations, 'BA', date);
      await Promise.all([
        api('GET', `/data-screen/heading/${manifest.screenId}/${operation}/HLY/${date}/END`).then((r) => r.arrayBuffer()),
        api('GET', `/data-screen/hourly-data-ds/${operation}/${manifest.screenId}/${date}/END`).then((r) => r.arrayBuffer()),
      ]);
    });

    let auditTotal = 0;
    const audit = await repeat('audit', LOADS, 20, async () => {
      const trail = (await (
        await api('GET', `/audit-trail/BA/${WINDOWS.auditCode}?from=${WINDOWS.auditFrom}&to=${WINDOWS.auditTo}&pageSize=50`)
      ).json()) as AuditTrailPage;
      if (trail.rows.length !== 50) throw new Error(`audit trail first page: ${trail.rows.length} rows`);
      auditTotal = trail.total;
    });

    const reports = await repeat('report', REPORTS, 1, async () => {
      await (await api('GET', `/report/BA/${manifest.reportId}/${WINDOWS.reportFrom}/${WINDOWS.reportTo}/NONE`)).arrayBuffer();
    });

    const reads = await measureReads(api, repeat, () => threadsCpuOf(pid), manifest.dashboardId);

    const secondsOf = (samples: number[]) => samples.map((ms) => ms / 1000);
    return {
      startups,
      page,
      pageTotal,
      exports: secondsOf(exports),
      exportBytes,
      rssBeforeMb: memory.before.rss,
      rssPeakMb: memory.peak,
      anonBeforeMb: memory.before.anon,
      anonPeakMb: memory.anonPeak,
      reports: secondsOf(reports),
      grid,
      audit,
      auditTotal,
      cpuMs: cpu,
      reads,
    };
  } finally {
    proc.child.kill('SIGTERM');
    await proc.exited;
  }
};

export const p50 = (samples: number[]): number => percentile(samples, 50);
export const p99 = (samples: number[]): number => percentile(samples, 99);
