import { EXPORT_ID_HEADER, EXPORT_PROGRESS_EVENT, ExportProgress, REPORT_OUTPUT_MESSAGES as M } from '@ftr/contracts';
import { App } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client.ts';
import type { DownloadOptions } from '../../api/download.ts';
import { errorMessage, useReportError } from '../../api/errors.ts';
import { useSocket } from '../../live/socket.ts';

/** What a run hands the download: its id header and the signal that stops it. */
export type ExportStart = (options: Pick<DownloadOptions, 'headers' | 'signal'>) => Promise<string>;

export interface ExportRun {
  running: boolean;
  /** Progress of a long run (the server sends it once a run has taken a few seconds); null until then. */
  progress: { done: number; total: number } | null;
  /** Starts a download; answers the saved file's name, or null when it failed or was cancelled. */
  run: (start: ExportStart) => Promise<string | null>;
  cancel: () => void;
}

const newExportId = (): string => crypto.randomUUID().replace(/-/g, '');

/**
 * Runs one export or report at a time: names it (x-export-id) so its progress arrives over the session's
 * socket, and cancels it on the server (DELETE /exports/{id}) and in the browser (the fetch is aborted).
 */
export const useExportRun = (): ExportRun => {
  const socket = useSocket();
  const reportError = useReportError();
  const { message } = App.useApp();
  const [current, setCurrent] = useState<{ id: string; controller: AbortController } | null>(null);
  const [progress, setProgress] = useState<ExportRun['progress']>(null);
  const currentId = useRef<string | null>(null);

  useEffect(() => {
    if (!socket) return undefined;
    const onProgress = (payload: unknown) => {
      const parsed = ExportProgress.safeParse(payload);
      if (parsed.success && parsed.data.exportId === currentId.current) setProgress({ done: parsed.data.done, total: parsed.data.total });
    };
    socket.on(EXPORT_PROGRESS_EVENT, onProgress);
    return () => {
      socket.off(EXPORT_PROGRESS_EVENT, onProgress);
    };
  }, [socket]);

  const run = useCallback(
    async (start: ExportStart) => {
      const id = newExportId();
      const controller = new AbortController();
      currentId.current = id;
      setCurrent({ id, controller });
      setProgress(null);
      try {
        return await start({ headers: { [EXPORT_ID_HEADER]: id }, signal: controller.signal });
      } catch (error) {
        if (controller.signal.aborted) void message.info(M.exportCancelled);
        // Spec 1 §8: 'No data to export' is an info message.
        else if (errorMessage(error) === M.noDataToExport) void message.info(M.noDataToExport);
        else reportError(error);
        return null;
      } finally {
        currentId.current = null;
        setCurrent(null);
        setProgress(null);
      }
    },
    [message, reportError],
  );

  const cancel = useCallback(() => {
    if (!current) return;
    // The server stops the worker and removes its file; the browser stops waiting.
    call('cancelExport', { params: { exportId: current.id } }).catch(() => undefined);
    current.controller.abort();
  }, [current]);

  return { running: current !== null, progress, run, cancel };
};
