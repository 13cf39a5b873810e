import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { EXPORT_ID_HEADER } from '@ftr/contracts';
import type { ExportJobData } from '@ftr/query-service/reportOutputs/queueProtocol.ts';
import { killHard, type NodeProcess } from '../testing/process.ts';
import { restartExportWorker, type Cluster } from './cluster.ts';

export interface ExportFaultOptions {
  cluster: Cluster;
  redisUrl: string;
  /** The export queue of the cluster's namespace. */
  queueName: string;
  token: string;
  /** The selection exported: parameters of site CA, hourly, over these factory dates. */
  parameters: string[];
  from: string;
  to: string;
  /** The client's newest write: the file must hold it (read-your-writes). */
  minPosition: string;
  /** The suite's set of processes it killed on purpose. */
  killed: Set<NodeProcess>;
}

/** What the client and the queue saw; the suite asserts on it. */
export interface ExportFaultOutcome {
  /** From the kill until the file was downloaded. */
  recoveryMs: number;
  /** The job's state when the worker had died: it must not have finished yet. */
  stateAtKill: string;
  status: number;
  contentType: string | null;
  /** The bytes received equal the announced length, and the workbook opens. */
  complete: boolean;
  /** Numbers in the workbook's value columns. */
  values: number;
  /** How often the queue said the job completed, and stalled (taken up again). */
  completed: number;
  stalled: number;
  finalState: string;
  /** Redis keys of the job's files left once it was answered. */
  filesLeft: number;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The workbook's number cells right of the four label columns (REAL_DATE, REAL_HOUR, FTR_DATE, FTR_HOUR). */
const valuesIn = async (file: Buffer): Promise<number | undefined> => {
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(new Uint8Array(file).buffer);
  } catch {
    return undefined;
  }
  let values = 0;
  book.worksheets[0]?.eachRow((row) =>
    row.eachCell((cell, column) => {
      if (column > 4 && typeof cell.value === 'number') values += 1;
    }),
  );
  return values;
};

/**
 * A user's export (the grabber's Export of a selection, as the UI posts it: the answer is the file) while
 * its export worker is killed with -9 mid-run; a fresh worker is started as an orchestrator would. The
 * request stays open throughout: the job is taken up again as a stalled job and the file arrives once.
 */
export const exportThroughWorkerKill = async (o: ExportFaultOptions): Promise<ExportFaultOutcome> => {
  const connection = { url: o.redisUrl };
  const queue = new Queue<ExportJobData>(o.queueName, { connection });
  const events = new QueueEvents(o.queueName, { connection });
  const counts = { completed: new Map<string, number>(), stalled: new Map<string, number>() };
  const count = (map: Map<string, number>, jobId: string) => map.set(jobId, (map.get(jobId) ?? 0) + 1);
  events.on('completed', ({ jobId }) => count(counts.completed, jobId));
  events.on('stalled', ({ jobId }) => count(counts.stalled, jobId));
  await events.waitUntilReady();
  try {
    const exportId = randomUUID().replaceAll('-', '');
    const [query] = o.cluster.queries;
    if (!query) throw new Error('no query service');
    const answer = { settled: false };
    const download = fetch(`${query.url}/api/grabber/selection/export`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-auth-token': o.token,
        'x-min-position': o.minPosition,
        [EXPORT_ID_HEADER]: exportId,
      },
      body: JSON.stringify({
        parameters: o.parameters.map((CODE) => ({ SITE: 'CA', CODE })),
        from: o.from,
        to: o.to,
        operation: null,
        filename: 'faults',
      }),
    }).then(async (r) => ({
      status: r.status,
      type: r.headers.get('content-type'),
      length: r.headers.get('content-length'),
      body: Buffer.from(await r.arrayBuffer()),
    }));
    void download.finally(() => (answer.settled = true)).catch(() => undefined);

    // Killed once a worker has taken the job (its lock held), before it finished.
    let jobId: string | undefined;
    while (jobId === undefined) {
      if (answer.settled) throw new Error(`the export was answered before its worker could be killed: ${(await download).status}`);
      jobId = (await queue.getActive()).find((job) => job.data.owner?.exportId === exportId)?.id;
      if (jobId === undefined) await pause(25);
    }
    const dead = o.cluster.exportWorker;
    await killHard(dead);
    o.killed.add(dead);
    const killedAt = Date.now();
    const stateAtKill = await queue.getJobState(jobId);
    await restartExportWorker(o.cluster);

    const file = await download;
    const recoveryMs = Date.now() - killedAt;
    const values = file.status === 200 ? await valuesIn(file.body) : undefined;
    // The completed event may trail the answer by a moment: it is what the API process waited on.
    while ((counts.completed.get(jobId) ?? 0) === 0 && file.status === 200) await pause(25);
    const redis = new Redis(o.redisUrl);
    const filesLeft = (await redis.keys(`${o.queueName}:file:${jobId}*`)).length;
    await redis.quit();
    return {
      recoveryMs,
      stateAtKill,
      status: file.status,
      contentType: file.type,
      complete: values !== undefined && String(file.body.length) === file.length,
      values: values ?? 0,
      completed: counts.completed.get(jobId) ?? 0,
      stalled: counts.stalled.get(jobId) ?? 0,
      finalState: await queue.getJobState(jobId),
      filesLeft,
    };
  } finally {
    await events.close();
    await queue.close();
  }
};
