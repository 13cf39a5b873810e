import type { ExportJob, ExportOutcome } from './export.ts';

/** Where a worker reads the read models from: the embedded SQLite file, MongoDB or PostgreSQL. */
export type OutputStore =
  { kind: 'sqlite'; file: string } | { kind: 'mongodb'; url: string; db: string } | { kind: 'postgres'; url: string };

/** The worker's start data; then one job message at a time. */
export interface WorkerStart {
  store: OutputStore;
}

export type WorkerReply =
  | { kind: 'progress'; done: number; total: number }
  | { kind: 'done'; outcome: ExportOutcome }
  | { kind: 'tooWide'; limit: number }
  | { kind: 'failed'; error: string };

export type { ExportJob };
