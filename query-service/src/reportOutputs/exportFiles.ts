// The finished file of a queued export, from the worker that wrote it to the API process that answers
// the request (docs/reportOutputs.md): a Redis string under a TTL, written and read in 1 MB chunks, removed
// once read. Each run of a job writes its own key (`fileId`: the job id and the run), so a job run again
// after its worker died, or run twice, never mixes two runs' chunks. Beside it, the cancel marker a worker
// checks when it starts a job.
import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Redis } from 'ioredis';

/** A file nobody fetched (its API process stopped) expires after this long. */
export const FILE_TTL_S = 15 * 60;
/** A cancel marker outlives any wait in the queue that matters. */
const CANCEL_TTL_S = 24 * 3600;
const CHUNK = 1 << 20;

export interface ExportFiles {
  /** Stores the file at `path` under `fileId` (fileIdOf: one run of one job). */
  put(fileId: string, path: string): Promise<void>;
  /** Writes the file `fileId` to `path` and removes it from Redis. */
  take(fileId: string, path: string): Promise<void>;
  remove(fileId: string): Promise<void>;
  markCancelled(jobId: string): Promise<void>;
  isCancelled(jobId: string): Promise<boolean>;
  clearCancelled(jobId: string): Promise<void>;
  close(): Promise<void>;
}

/** The file of one run of an export job. */
export const fileIdOf = (jobId: string, run: string): string => `${jobId}:${run}`;

/** `prefix`: the queue's name, so each queue (tests use their own) has its own keys. */
export const exportFiles = (url: string, prefix: string): ExportFiles => {
  const redis = new Redis(url, { maxRetriesPerRequest: 3 });
  const fileKey = (fileId: string) => `${prefix}:file:${fileId}`;
  const cancelKey = (jobId: string) => `${prefix}:cancel:${jobId}`;
  return {
    async put(fileId, path) {
      const key = fileKey(fileId);
      await redis.set(key, Buffer.alloc(0), 'EX', FILE_TTL_S);
      for await (const chunk of createReadStream(path, { highWaterMark: CHUNK })) await redis.append(key, chunk as Buffer);
    },
    async take(fileId, path) {
      const key = fileKey(fileId);
      const size = await redis.strlen(key);
      if (size === 0) throw new Error(`the export file ${fileId} is missing (expired, or its worker stopped)`);
      async function* chunks() {
        for (let at = 0; at < size; at += CHUNK) yield await redis.getrangeBuffer(key, at, Math.min(size, at + CHUNK) - 1);
      }
      try {
        await pipeline(chunks, createWriteStream(path));
      } finally {
        await redis.del(key);
      }
    },
    async remove(fileId) {
      await redis.del(fileKey(fileId));
    },
    async markCancelled(jobId) {
      await redis.set(cancelKey(jobId), '1', 'EX', CANCEL_TTL_S);
    },
    async isCancelled(jobId) {
      return (await redis.exists(cancelKey(jobId))) === 1;
    },
    async clearCancelled(jobId) {
      await redis.del(cancelKey(jobId));
    },
    async close() {
      await redis.quit();
    },
  };
};
