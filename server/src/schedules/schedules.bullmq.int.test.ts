import { Queue, QueueEvents } from 'bullmq';
import type { ReportWriteResult, ScheduleWriteResult } from '@ftr/contracts';
import { startScheduler, type RunningScheduler } from '@ftr/command-service/schedules/runner.ts';
import { SWEEP_SCHEDULER } from '@ftr/command-service/schedules/bullmq.ts';
import type { MailMessage } from '@ftr/infra/mail/port.ts';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { createCommandReadModels } from '@ftr/projector/commandPort.ts';
import { produceScheduledFile } from '@ftr/query-service/schedules/produce.ts';
import { startTestServer, DEMO_PASSWORD, type TestServer } from '../testing/embedded.ts';
import { httpHelpers, seedUsers } from '../testing/http.ts';
import { obliterateQueues, testQueues } from '../testing/queues.ts';
import { BA1, report } from '../testing/reportsFixtures.ts';

// Distributed scheduling (docs/schedules.md): one BullMQ job scheduler fires the sweep for the deployment;
// two replicas' workers take its jobs, and the claim on the schedule's stream keeps a period to one run.
const queues = testQueues('ftr-test');
const SWEEP_MS = 250;
/** Sweeps that must complete after the run, by either replica, without running it again. */
const SWEEPS_AFTER = 6;

describe('schedules on BullMQ', () => {
  const gate = requireRedisOrSkip('schedules on BullMQ');
  let server: TestServer | undefined;
  // 2026-11-22 10:00Z is factory date 2026-11-23, whose daily run at hour 24 is 2026-11-23 07:00Z.
  let now = new Date('2026-11-22T10:00:00Z');
  const s = () => {
    if (!server) throw new Error('not started');
    return server;
  };
  const { ok, caughtUp } = httpHelpers(s);
  const replicas: RunningScheduler[] = [];
  let events: QueueEvents<string[]> | undefined;

  beforeAll(async () => {
    if (!gate.available) return;
    // The server's own scheduler is the embedded one on a day-long timer: only the two replicas below sweep.
    server = await startTestServer({ clock: { now: () => now }, demoDays: 0 });
    await seedUsers(server, [
      {
        username: 'maint.bull',
        password: DEMO_PASSWORD,
        firstName: 'Schedule',
        lastName: 'Tester',
        email: '',
        sites: ['BA'],
        flags: ['REPORTS', 'MAINTAIN_REPORTS'],
        readAccess: 3,
        writeAccess: 3,
      },
    ]);
  });
  afterAll(async () => {
    for (const replica of replicas) await replica.stop();
    await events?.close();
    if (gate.available) await obliterateQueues(gate.url, queues);
    await server?.destroy();
  });

  gate.it(
    'fires the sweep from one job scheduler for two replicas, and the due period runs once',
    async () => {
      const { token } = await s().login('maint.bull', 'BA');
      const { ID: reportId } = await ok<ReportWriteResult>('POST', '/report', token, {
        ...report,
        REPORT_NAME: 'Queued pans',
        REPORT_TYPE: 2,
        RCAT_ID: 1,
      });
      await ok('POST', '/report-parameters', token, { REPT_ID: reportId, CODE: BA1, SITE: 'BA' });
      const schedule = await ok<ScheduleWriteResult>('POST', '/schedules', token, {
        definitionId: reportId,
        every: 'DAY',
        hour: 24,
        weekday: null,
        recipients: ['ops@example.com', 'lab@example.com'],
        enabled: true,
      });
      await caughtUp();
      now = new Date('2026-11-23T07:30:00Z');
      const run = `${schedule.ID}/2026-11-23`;

      // Every completed sweep job and what it ran, whichever replica took it.
      events = new QueueEvents<string[]>(queues.scheduleQueue, { connection: { url: gate.url } });
      await events.waitUntilReady();
      const sweeps: string[][] = [];
      const done = new Promise<void>((resolve) => {
        events!.on('completed', ({ returnvalue }) => {
          sweeps.push(returnvalue);
          const at = sweeps.findIndex((ran) => ran.includes(run));
          if (at >= 0 && sweeps.length - 1 - at >= SWEEPS_AFTER) resolve();
        });
      });

      const sent: MailMessage[] = [];
      const { readStore, eventStore } = s().infra;
      for (let i = 0; i < 2; i += 1) {
        replicas.push(
          await startScheduler({
            eventStore,
            readModels: createCommandReadModels(readStore),
            companyDomain: 'example.com',
            clock: { now: () => now },
            mailer: { send: (message) => Promise.resolve(void sent.push(message)) },
            produce: (claimed, period) => produceScheduledFile(readStore, claimed.definitionId, period),
            intervalMs: SWEEP_MS,
            redisUrl: gate.url,
            queueName: queues.scheduleQueue,
          }),
        );
      }
      expect(replicas.map((r) => r.mode)).toEqual(['bullmq', 'bullmq']);
      await done;

      // One scheduler for both replicas; the period was claimed, produced and mailed once.
      const queue = new Queue(queues.scheduleQueue, { connection: { url: gate.url } });
      const schedulers = await queue.getJobSchedulers();
      await queue.close();
      expect(schedulers.map((j) => [j.key, j.every])).toEqual([[SWEEP_SCHEDULER, SWEEP_MS]]);
      expect(sweeps.flat().filter((r) => r === run)).toEqual([run]);
      const stream = await eventStore.readStream(`schedule-${schedule.ID}`);
      expect(stream.map((e) => e.type)).toEqual(['ScheduleCreated', 'ScheduleRunClaimed', 'ScheduleRunSucceeded']);
      // (The demo plant's own schedule is due as well: its mail is not this schedule's.)
      const mailed = sent.filter((m) => m.subject === 'Queued pans: 2026-11-23');
      expect(mailed.map((m) => m.to).sort()).toEqual(['lab@example.com', 'ops@example.com']);
    },
    60_000,
  );
});
