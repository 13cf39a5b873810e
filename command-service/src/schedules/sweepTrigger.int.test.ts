import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { requireRedisOrSkip } from '@ftr/infra/testing/redis.ts';
import { startSweepTrigger, SWEEP_SCHEDULER, type SweepTrigger } from './bullmq.ts';

describe("the schedules' sweep trigger on BullMQ", () => {
  const gate = requireRedisOrSkip('schedule sweep trigger');
  const name = `ftr-test-schedules-${randomUUID()}`;
  let trigger: SweepTrigger | undefined;
  let queue: Queue | undefined;
  afterAll(async () => {
    await trigger?.close();
    await queue?.obliterate({ force: true });
    await queue?.close();
  });

  gate.it('puts its job scheduler back when Redis lost it (restarted empty), without a restart of the replica', async () => {
    trigger = await startSweepTrigger(gate.url, 200, () => Promise.resolve([]), undefined, name);
    queue = new Queue(name, { connection: { url: gate.url } });
    expect(await queue.getJobScheduler(SWEEP_SCHEDULER)).toBeDefined();
    await queue.removeJobScheduler(SWEEP_SCHEDULER);
    while (!(await queue.getJobScheduler(SWEEP_SCHEDULER))) await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await queue.getJobScheduler(SWEEP_SCHEDULER))?.every).toBe(200);
  });
});
