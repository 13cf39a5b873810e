// Answers an export as a file download: runs it on the export runner into a temporary file, sends the
// file as a stream and removes it. The requester sees progress (Socket.IO) and may cancel it, by
// DELETE /exports/{exportId} or by going away (the connection closes): the worker stops, the file goes.
import { randomUUID } from 'node:crypto';
import { createReadStream, mkdirSync, readdirSync, rmSync, statSync, type ReadStream } from 'node:fs';
import { join } from 'node:path';
import { REPORT_OUTPUT_MESSAGES as M, XLSX_CONTENT_TYPE } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { FastifyReply } from 'fastify';
import { TooWideError, TRANSPOSED_LEAD, type ExportJob } from './export.ts';
import { throttledProgress, type ProgressRelay } from './progress.ts';
import { ExportCancelledError, type ExportRunner } from './runner.ts';
import { outputFileName } from './xlsxWriter.ts';

/**
 * Where a deployment's exports are written while they are answered: its own folder in DATA_DIR, so no other
 * server (a second deployment, a parallel test) shares, sweeps or counts its files.
 */
export const exportsFolderOf = (dataDir: string): string => join(dataDir, 'exports');
/** A file this old is left over from a process that stopped mid-answer (a file lives only while it is sent). */
const STALE_MS = 24 * 3_600_000;

/** Removes files older than STALE_MS from `folder`; answers how many went. */
export const removeStaleExports = (folder: string, now: number): number => {
  let removed = 0;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (now - statSync(path).mtimeMs > STALE_MS) {
      rmSync(path, { force: true });
      removed += 1;
    }
  }
  return removed;
};
const swept = new Set<string>();

export interface OutputDeps {
  runner: ExportRunner;
  relay: ProgressRelay;
  /** Where the files are written (exportsFolderOf). */
  folder: string;
  /** How long an export runs before its progress is sent (default PROGRESS_AFTER_MS; browser tests see it at once). */
  progressAfterMs?: number;
}

/** Exports in flight in this process, by requester and export id: what a cancel aborts. */
const inFlight = new Map<string, AbortController>();
const flightKey = (user: string, exportId: string) => `${user}\u0000${exportId}`;

/**
 * Cancels the caller's own export, run by this process or (the queue) another API process; false when
 * there is none (finished, or another user's).
 */
export const cancelExport = async (runner: ExportRunner, user: string, exportId: string): Promise<boolean> => {
  const controller = inFlight.get(flightKey(user, exportId));
  controller?.abort();
  if (controller) return true;
  return (await runner.cancel?.({ user, exportId })) ?? false;
};

export interface ServeOptions {
  user: string;
  exportId: string | undefined;
  fileName: string;
  /** Refuse with 'No data to export' when no cell holds a value (the grabber's Export). */
  refuseEmpty: boolean;
}

const downloadHeaders = (reply: FastifyReply, name: string, bytes: number) =>
  reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', `attachment; filename="${name}"`)
    .header('content-length', String(bytes))
    .header('cache-control', 'no-store');

export const serveExport = async (
  deps: OutputDeps,
  reply: FastifyReply,
  job: Omit<ExportJob, 'path'>,
  options: ServeOptions,
): Promise<ReadStream> => {
  const { folder } = deps;
  mkdirSync(folder, { recursive: true });
  if (!swept.has(folder)) {
    swept.add(folder);
    removeStaleExports(folder, Date.now());
  }
  const path = join(folder, `${randomUUID()}.xlsx`);
  const controller = new AbortController();
  const key = options.exportId === undefined ? undefined : flightKey(options.user, options.exportId);
  if (key) inFlight.set(key, controller);
  // The requester went away before the file was ready.
  const gone = () => !reply.sent && controller.abort();
  reply.raw.once('close', gone);
  const progress = options.exportId
    ? throttledProgress(
        (p) => deps.relay.send(options.user, p),
        options.exportId,
        () => Date.now(),
        deps.progressAfterMs,
      )
    : () => undefined;
  try {
    const owner = options.exportId === undefined ? undefined : { user: options.user, exportId: options.exportId };
    const outcome = await deps.runner.run({ ...job, path }, progress, controller.signal, owner);
    if (options.refuseEmpty && outcome.values === 0) {
      rmSync(path, { force: true });
      throw new AppError('validation', M.noDataToExport);
    }
  } catch (error) {
    rmSync(path, { force: true });
    if (error instanceof ExportCancelledError) throw new AppError('conflict', M.exportCancelled);
    if (error instanceof TooWideError) throw new AppError('validation', M.transposeTooWide(error.limit + TRANSPOSED_LEAD));
    throw error;
  } finally {
    if (key && inFlight.get(key) === controller) inFlight.delete(key);
    reply.raw.off('close', gone);
  }
  downloadHeaders(reply, outputFileName(options.fileName), statSync(path).size);
  const stream = createReadStream(path);
  stream.once('close', () => rmSync(path, { force: true }));
  return stream;
};
