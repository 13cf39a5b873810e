import { randomUUID } from 'node:crypto';

/**
 * A test server's own BullMQ queues and Redis namespace (REDIS_URL set), so tests never share, or leave work in, the
 * real ones, and never see another test's change notices or Socket.IO rooms. Replicas of one test share them.
 */
export interface TestQueues {
  redisNamespace: string;
  recalculationQueue: string;
  exportQueue: string;
  scheduleQueue: string;
}

export const testQueues = (prefix: string): TestQueues => {
  const id = randomUUID();
  return {
    redisNamespace: `${prefix}-${id}`,
    recalculationQueue: `${prefix}-recalculation-${id}`,
    exportQueue: `${prefix}-exports-${id}`,
    scheduleQueue: `${prefix}-schedules-${id}`,
  };
};

/** Removes the queues from Redis (jobs, job schedulers, events), once the servers using them have closed. */
export const obliterateQueues = async (url: string, queues: TestQueues): Promise<void> => {
  // Loaded here: most test servers have no Redis, and BullMQ is a large module tree to load in every test file.
  const { Queue } = await import('bullmq');
  for (const name of [queues.recalculationQueue, queues.exportQueue, queues.scheduleQueue]) {
    const queue = new Queue(name, { connection: { url } });
    await queue.obliterate({ force: true });
    await queue.close();
  }
};
