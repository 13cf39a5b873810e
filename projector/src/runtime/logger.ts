import { pino, type Logger } from 'pino';

export type ProcessLogger = Pick<Logger, 'info' | 'warn' | 'error'>;

/** The log of a process without an HTTP API (the distributed projector, the one-shot bootstrap): pino at `level`. */
export const processLogger = (level: string): ProcessLogger => pino({ level });
