import { randomUUID, randomUUIDv7 } from 'node:crypto';
import {
  FACTORY_SITES,
  OPERATION_TYPES,
  operationStream,
  sessionStream,
  type EventMetadata,
  type OperationEvent,
  type SessionEvent,
  type Site,
} from '@ftr/contracts';
import type { EventStore, EventToAppend, ExpectedRevision } from '@ftr/infra/eventstore/port.ts';

/**
 * A synthetic history for the replay benchmark: operations across the five factory sites, each
 * created, updated many times and (one in ten) deleted, interleaved with sign-ins and sign-outs.
 * Each stream is written in a few appends spread across the log, so a replay meets every document
 * in several batches, as it would with a real history.
 */
export interface LogShape {
  operationsPerSite: number;
  /** Events per operation stream (1 created, then updates; the last is a delete for every 10th). */
  eventsPerOperation: number;
  /** Appends each operation stream is written in. */
  appendsPerOperation: number;
  sessions: number;
}

/** What the read models must hold after a replay of that history. */
export interface Expected {
  events: number;
  operations: number;
  operationsPerSite: number;
  sessions: number;
  openSessions: number;
  /** A sample of operation documents and the END_DATE their last update set. */
  samples: { id: string; endDate: string }[];
}

interface Job {
  stream: string;
  events: EventToAppend[];
  expected: ExpectedRevision;
}

const DAY_MS = 86_400_000;
const EPOCH = Date.UTC(2020, 0, 1);
const isoDate = (day: number): string => new Date(EPOCH + day * DAY_MS).toISOString().slice(0, 10);

let clockTick = 0;
const metadata = (site: Site, userId: string): EventMetadata => {
  clockTick += 1;
  const id = randomUUID();
  return {
    userId,
    site,
    correlationId: id,
    causationId: id,
    timestamp: new Date(EPOCH + clockTick * 1000).toISOString(),
    schemaVersion: 1,
  };
};

const deleted = (index: number): boolean => index % 10 === 9;
const endDay = (index: number, revision: number): number => 30 + (index % 300) + revision;

const operationEvents = (site: Site, index: number, count: number): OperationEvent[] => {
  const code = `OP${String(index).padStart(5, '0')}`;
  const type = OPERATION_TYPES[index % OPERATION_TYPES.length] ?? 'BC';
  const start = isoDate(index % 300);
  return Array.from({ length: count }, (_, revision): OperationEvent => {
    if (revision === count - 1 && deleted(index)) return { type: 'OperationDeleted', data: { site, code } };
    const data = { site, code, type, startDate: start, endDate: isoDate(endDay(index, revision)) };
    return revision === 0 ? { type: 'OperationCreated', data } : { type: 'OperationUpdated', data };
  });
};

const chunk = <T>(items: T[], parts: number): T[][] => {
  const size = Math.ceil(items.length / parts);
  return Array.from({ length: parts }, (_, part) => items.slice(part * size, (part + 1) * size));
};

/** Alternates between the lists so that one projection batch mixes event types and streams. */
const interleave = <T>(lists: T[][]): T[] => {
  const result: T[] = [];
  const longest = Math.max(...lists.map((list) => list.length));
  for (let index = 0; index < longest; index += 1) {
    for (const list of lists) {
      const item = list[index];
      if (item !== undefined) result.push(item);
    }
  }
  return result;
};

export const planLog = (shape: LogShape): { jobs: Job[]; expected: Expected } => {
  const { operationsPerSite, eventsPerOperation, appendsPerOperation, sessions } = shape;
  const rounds = appendsPerOperation;
  const operationRounds: Job[][] = Array.from({ length: rounds }, () => []);
  const samples: Expected['samples'] = [];
  for (const site of FACTORY_SITES) {
    for (let index = 0; index < operationsPerSite; index += 1) {
      const user = `supervisor.${site.toLowerCase()}`;
      const parts = chunk(operationEvents(site, index, eventsPerOperation), rounds);
      let revision = -1;
      parts.forEach((events, round) => {
        const expected: ExpectedRevision = revision === -1 ? 'no_stream' : revision;
        operationRounds[round]?.push({
          stream: operationStream(site, `OP${String(index).padStart(5, '0')}`),
          events: events.map((event) => ({ ...event, metadata: metadata(site, user) })),
          expected,
        });
        revision += events.length;
      });
      if (!deleted(index) && index % 97 === 0)
        samples.push({ id: `${site}_OP${String(index).padStart(5, '0')}`, endDate: isoDate(endDay(index, eventsPerOperation - 1)) });
    }
  }
  // Two sessions in three end; a session ends one round after it starts.
  const started: Job[][] = Array.from({ length: rounds + 1 }, () => []);
  const ended: Job[][] = Array.from({ length: rounds + 1 }, () => []);
  for (let index = 0; index < sessions; index += 1) {
    const site = FACTORY_SITES[index % FACTORY_SITES.length] ?? 'BA';
    const sessionId = randomUUIDv7();
    const username = `user${index % 250}.${site.toLowerCase()}`;
    const round = index % rounds;
    const start: SessionEvent = {
      type: 'SessionStarted',
      data: {
        sessionId,
        username,
        site,
        source: 'web',
        remember: index % 4 === 0,
        expiresAt: new Date(EPOCH + index * 60_000).toISOString(),
      },
    };
    started[round]?.push({
      stream: sessionStream(sessionId),
      events: [{ ...start, metadata: metadata(site, username) }],
      expected: 'no_stream',
    });
    if (index % 3 !== 2) {
      const end: SessionEvent = { type: 'SessionEnded', data: { sessionId, username, reason: 'logout' } };
      ended[round + 1]?.push({ stream: sessionStream(sessionId), events: [{ ...end, metadata: metadata(site, username) }], expected: 0 });
    }
  }
  const jobs = Array.from({ length: rounds + 1 }, (_, round) =>
    interleave([operationRounds[round] ?? [], started[round] ?? [], ended[round] ?? []]),
  ).flat();
  const operations = FACTORY_SITES.length * operationsPerSite;
  const deletedPerSite = Array.from({ length: operationsPerSite }, (_, index) => index).filter(deleted).length;
  const closed = Array.from({ length: sessions }, (_, index) => index).filter((index) => index % 3 !== 2).length;
  return {
    jobs,
    expected: {
      events: jobs.reduce((sum, job) => sum + job.events.length, 0),
      operations: operations - FACTORY_SITES.length * deletedPerSite,
      operationsPerSite: operationsPerSite - deletedPerSite,
      sessions,
      openSessions: sessions - closed,
      samples,
    },
  };
};

/** Appends the planned history through the real store (each job one append, expected revision checked). */
export const writeLog = async (store: EventStore, jobs: Job[]): Promise<void> => {
  for (const job of jobs) await store.append(job.stream, job.events, job.expected);
};
