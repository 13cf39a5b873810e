import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Queue } from 'bullmq';
import {
  AUTH_HEADER,
  type ChangeRecordInput,
  type LoginResult,
  type RecalculationJobDto,
  type RecalculationRequestResult,
  type StoredEvent,
} from '@ftr/contracts';
import { readSettings } from '@ftr/infra/config/env.ts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { startEmbedded, type EmbeddedServer } from '../app.ts';
import { ADMIN_PASSWORD } from '../testing/embedded.ts';
import { obliterateQueues, testQueues } from '../testing/queues.ts';
import { listCodeParts } from '../testing/lookupFixtures.ts';

// Distributed job path (docs/architecture.md §2): the reactor enqueues on BullMQ (real Redis) and the worker runs the job.
const NOW = new Date('2026-11-25T10:30:00Z');
const TODAY = '2026-11-26';
const A = 'ZB-A-V-1H';
const S = 'ZB-S-V-1H';
const queues = testQueues('ftr-test');
const queueName = queues.recalculationQueue;

describe('recalculation on BullMQ', () => {
  const gate = requireRedisOrSkip('recalculation on BullMQ');
  let server: EmbeddedServer | undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'ftr-bullmq-'));
  afterAll(async () => {
    await server?.close();
    if (gate.available) await obliterateQueues(gate.url, queues);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const inject = async <T>(method: 'GET' | 'POST', url: string, token?: string, payload?: object): Promise<T> => {
    const response = await server!.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? { [AUTH_HEADER]: token } : {},
      ...(payload ? { payload } : {}),
    });
    expect({ url, status: response.statusCode }).toEqual({ url, status: 200 });
    return response.json<T>();
  };
  /** Resolves with the position of the job's RecalculationCompleted (followed on the log, no sleeping). */
  const completion = (jobId: string) =>
    new Promise<bigint>((resolve) => {
      const subscription = server!.infra.eventStore.subscribeToAll({
        async onEvents(events: StoredEvent[]) {
          const done = events.find((e) => e.type === 'RecalculationCompleted' && (e.data as { jobId: string }).jobId === jobId);
          if (done) {
            resolve(done.position);
            void subscription.close();
          }
        },
      });
    });

  gate.it(
    'enqueues the request as a job with a deterministic id and the worker writes the values',
    async () => {
      server = await startEmbedded({
        settings: {
          ...readSettings({}),
          dataDir,
          port: 0,
          host: '127.0.0.1',
          redisUrl: gate.url,
          authSecret: 'a-test-secret-that-is-at-least-32-characters',
          adminPassword: ADMIN_PASSWORD,
          demo: false,
        },
        uiDist: join(dataDir, 'no-ui'),
        logger: false,
        clock: { now: () => NOW },
        ...queues,
      });
      expect(server.recalculation.mode).toBe('bullmq');
      const { token } = await inject<LoginResult>('POST', '/auth', undefined, { username: 'admin', password: ADMIN_PASSWORD, site: 'BA' });
      await inject('POST', '/operation', token, { code: 'BC2026', type: 'BC', startDate: '2026-10-01', endDate: '2027-02-01' });
      await listCodeParts(server, [A, S]);
      await inject('POST', '/parameter', token, { CODE: A, HEADING1: 'A', PCAT_CODE: 'JUICE' });
      await inject('POST', '/parameter', token, { CODE: S, HEADING1: 'S', PCAT_CODE: 'JUICE', PTYP_CODE: 'SIM', SFNC_CODE: 'SUM' });
      await inject('POST', `/dependencies/${S}`, token, { DEPENDENT: A, SEQUENCE: 1 });
      const record: ChangeRecordInput = {
        TYPE: 'Insert',
        CODE: A,
        FTR_DATE: TODAY,
        FTR_HOUR: 3,
        OPERATION: 'BC2026',
        AUDIT: false,
        VALUE: 7,
        ORIGINAL_VALUE: null,
        VALID: true,
      };
      await inject('POST', '/data', token, { submissionId: randomUUID(), data: [record] });
      await server.projector.waitFor((await server.infra.eventStore.headPosition()) ?? 0n, 5_000);
      const request = await inject<RecalculationRequestResult>('POST', '/recalculate', token, {
        code: S,
        date: '2026-11-25',
        hour: 10,
        operation: 'BC2026',
      });
      const done = completion(request.jobId);
      expect(await server.projector.waitFor(await done, 20_000)).toBe(true);

      const queue = new Queue(queueName, { connection: { url: gate.url } });
      const job = await queue.getJob(request.jobId);
      expect(job?.data).toEqual({ stream: 'recalc-BA', revision: Number(request.jobId.split('-').at(-1)) });
      await queue.add('recalculate', { stream: 'x', revision: 0 }, { jobId: request.jobId }); // a re-delivery: deduplicated
      expect((await queue.getJob(request.jobId))?.data).toEqual(job?.data);
      await queue.close();

      const points = await inject<{ FTR_HOUR: number; PARAM_VALUE: number }[]>('GET', `/data/BA/${S}/${TODAY}/${TODAY}`, token);
      expect(points.map((p) => [p.FTR_HOUR, p.PARAM_VALUE])).toEqual([[3, 7]]);
      const [mine] = await inject<RecalculationJobDto[]>('GET', '/recalculation-jobs', token);
      expect(mine).toMatchObject({ JOB_ID: request.jobId, STATUS: 'completed' });
      // The recalculation process manager may have recalculated the cell already, when its input was entered.
      expect([0, 1]).toContain(mine?.CHANGED);
    },
    60_000,
  );
});
