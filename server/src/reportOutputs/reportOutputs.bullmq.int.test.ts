import { existsSync, readdirSync, rmSync } from 'node:fs';
import { QueueEvents } from 'bullmq';
import ExcelJS from 'exceljs';
import { Redis } from 'ioredis';
import { AUTH_HEADER, addDays, type ReportParameterWriteResult, type ReportWriteResult } from '@ftr/contracts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { queueExportRunner } from '@ftr/query-service/reportOutputs/queueRunner.ts';
import { CANCELLED_REASON, isProgressData } from '@ftr/query-service/reportOutputs/queueProtocol.ts';
import { ExportCancelledError, type ExportRunner } from '@ftr/query-service/reportOutputs/runner.ts';
import { exportsFolderOf } from '@ftr/query-service/reportOutputs/serve.ts';
import { demoParameters } from '../seed/demoParameters.ts';
import { startTestServer, type TestServer } from '../testing/embedded.ts';
import { httpHelpers } from '../testing/http.ts';
import { testQueues } from '../testing/queues.ts';
import { appendHourlyYears } from '../testing/values.ts';

// Exports as BullMQ jobs (docs/reportOutputs.md): the query role enqueues, the exports role's worker runs
// the job on its worker threads, the file comes back through Redis. A second queue runner stands for
// another API replica of the same deployment.
const queues = testQueues('ftr-test');
const END = '2026-10-31';
const START = addDays(END, -1_097);
const codes = demoParameters('BA')
  .slice(2, 6)
  .map((p) => p.CODE);
const DAYS = 1_098;

describe('exports on BullMQ', () => {
  const gate = requireRedisOrSkip('exports on BullMQ');
  let server: TestServer | undefined;
  let events: QueueEvents | undefined;
  let replica: ExportRunner | undefined;
  let redis: Redis | undefined;
  let token = '';
  let grabber = 0;
  const s = () => {
    if (!server) throw new Error('not started');
    return server;
  };
  const { ok, caughtUp } = httpHelpers(s);

  beforeAll(async () => {
    if (!gate.available) return;
    server = await startTestServer({ now: new Date('2026-11-22T10:00:00Z'), demoDays: 0, redis: { url: gate.url, queues } });
    events = new QueueEvents(queues.exportQueue, { connection: { url: gate.url } });
    await events.waitUntilReady();
    replica = await queueExportRunner(gate.url, queues.exportQueue);
    redis = new Redis(gate.url);
    token = (await s().login('supervisor.ba', 'BA')).token;
    await appendHourlyYears(s().infra.eventStore, codes, END, DAYS);
    ({ ID: grabber } = await ok<ReportWriteResult>('POST', '/grabber', token, { name: 'Three years' }));
    for (const CODE of codes)
      await ok<ReportParameterWriteResult>('POST', '/report-parameters', token, { REPT_ID: grabber, CODE, SITE: 'BA' });
    await caughtUp();
  }, 120_000);
  afterAll(async () => {
    await replica?.close();
    await events?.close();
    redis?.disconnect();
    await server?.destroy();
  });

  const exportUrl = () => `/api/stored-grabber/export/${grabber}/${START}/${END}`;
  const startExport = (exportId: string, payload: object = {}) =>
    s().app.inject({ method: 'POST', url: exportUrl(), headers: { [AUTH_HEADER]: token, 'x-export-id': exportId }, payload });
  /** Resolves with the first event `name` of a job (from now on). */
  const nextEvent = (name: 'progress' | 'failed' | 'completed') =>
    new Promise<{ jobId: string; failedReason?: string }>((resolve) => {
      const once = (args: { jobId: string; failedReason?: string }) => {
        events?.off(name, once);
        resolve(args);
      };
      events?.on(name, once);
    });
  /** What a finished job leaves behind: its Redis keys and this deployment's temporary files. */
  const leftovers = async () => ({
    keys: [...(await redis!.keys(`${queues.exportQueue}:file:*`)), ...(await redis!.keys(`${queues.exportQueue}:cancel:*`))],
    files: existsSync(exportsFolderOf(s().dataDir))
      ? readdirSync(exportsFolderOf(s().dataDir)).filter((name) => name.startsWith('job-'))
      : [],
  });

  gate.it(
    'runs the export as a job on the worker: the same workbook over HTTP, progress to the process that waits, nothing left',
    async () => {
      const progress: number[] = [];
      const seen = new Promise<void>((resolve) =>
        events!.on('progress', ({ data }) => {
          if (isProgressData(data) && data.done === data.total) resolve();
        }),
      );
      const answer = await startExport('years-ok-1', { transpose: false });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-disposition']).toBe('attachment; filename="Three years.xlsx"');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(new Uint8Array(answer.rawPayload).buffer);
      const sheet = book.worksheets[0]!;
      // Every factory hour: three spring days of 23 hours and three autumn days of 25 even out.
      expect(sheet.rowCount).toBe(5 + DAYS * 24 + 1); // headings 1-3, units, labels; the summary row
      const first = sheet.getRow(6);
      expect([4, 5, 6, 7, 8].map((c) => first.getCell(c).value)).toEqual([1, 1_097, 11_097, 21_097, 31_097]);
      const last = sheet.getRow(sheet.rowCount - 1);
      expect([4, 5, 8].map((c) => last.getCell(c).value)).toEqual([24, 0.23, 30_000.23]);
      await seen;

      // Another API replica's runner: the job's progress reaches it as rows done, in order, up to the total.
      const path = `${exportsFolderOf(s().dataDir)}/replica-${Date.now()}.xlsx`;
      const job = {
        path,
        title: 'Replica',
        columns: [{ site: 'BA' as const, code: codes[0]!, heading1: null, heading2: null, heading3: null, precision: 2 }],
        fromDate: START,
        toDate: END,
        operation: null,
        period: 'H' as const,
        suppressBlankRows: false,
        sort: 'asc' as const,
        transpose: false,
      };
      const outcome = await replica!.run(job, (done) => progress.push(done), new AbortController().signal);
      expect(outcome.rows).toBe(sheet.rowCount - 6);
      expect(outcome.values).toBe(outcome.rows - 3); // the three autumn days' 25th hour holds no value
      expect(progress.length).toBeGreaterThan(30);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBe(outcome.rows);
      expect(existsSync(path)).toBe(true);
      rmSync(path);
      await expect(leftovers()).resolves.toEqual({ keys: [], files: [] });

      // A refused export (too wide to transpose) is the same 400 as in the embedded mode.
      const wide = await startExport('years-wide-1', { transpose: true });
      expect({ status: wide.statusCode, body: wide.body }).toEqual({
        status: 400,
        body: expect.stringContaining('at most') as string,
      });
    },
    120_000,
  );

  gate.it(
    'cancels a running job from another API replica and from the requester’s own: 409, the job fails as cancelled, nothing left',
    async () => {
      for (const via of ['replica', 'own'] as const) {
        const exportId = `years-cancel-${via}`;
        const started = nextEvent('progress');
        const failed = nextEvent('failed');
        const exporting = startExport(exportId);
        const { jobId } = await started; // running on the worker: its first window is written
        if (via === 'replica') expect(await replica!.cancel!({ user: 'supervisor.ba', exportId })).toBe(true);
        else expect((await s().request({ method: 'DELETE', url: `/api/exports/${exportId}`, token })).status).toBe(200);
        const answer = await exporting;
        expect({ status: answer.statusCode, body: answer.body }).toEqual({ status: 409, body: 'Export cancelled' });
        expect(await failed).toMatchObject({ jobId, failedReason: CANCELLED_REASON });
        await expect(leftovers()).resolves.toEqual({ keys: [], files: [] });
      }
      // Nothing of it runs any more: another cancel finds nothing.
      expect(await replica!.cancel!({ user: 'supervisor.ba', exportId: 'years-cancel-own' })).toBe(false);
      await expect(replica!.run({} as never, () => undefined, AbortSignal.abort())).rejects.toBeInstanceOf(ExportCancelledError);
    },
    120_000,
  );
});
