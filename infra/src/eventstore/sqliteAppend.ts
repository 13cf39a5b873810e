import type { DatabaseSync, SQLOutputValue } from 'node:sqlite';
import { WrongExpectedRevisionError, type ExpectedRevision } from './port.ts';

/** An event ready for the table: its id chosen and its data and metadata already JSON. */
export interface PreparedEvent {
  id: string;
  type: string;
  data: string;
  metadata: string;
}

/** What an append answers, with the position as a number (SQLite's rowid stays far below 2^53). */
export interface Appended {
  nextRevision: number;
  position: number;
  /** The position of the first event this append wrote; absent when it wrote none (a replay of an earlier write). */
  firstPosition?: number;
}

/** An events row read as an array (much faster than an object per row on long catch-ups). */
export type Row = SQLOutputValue[];

/** An integer column of a row: positions and revisions stay far below 2^53 in SQLite. */
export const int = (row: Row, index: number): number => {
  const value = row[index];
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) throw new TypeError(`events column ${index}: expected an integer`);
  return value;
};

const matches = (expected: ExpectedRevision, current: number): boolean =>
  expected === 'any' || (expected === 'no_stream' ? current === -1 : expected === current);

/**
 * The append of one stream's events on a connection, to be run inside a write transaction (the caller's):
 * checks the expected revision against the stream's head and inserts the events after it. Used on the
 * store's own connection; `firstPosition` marks what the store's group sync must make durable.
 */
export const createAppender = (db: DatabaseSync) => {
  const byId = db.prepare('SELECT stream, revision, position FROM events WHERE id = ?');
  const streamHead = db.prepare('SELECT revision, position FROM events WHERE stream = ? ORDER BY revision DESC LIMIT 1');
  const insert = db.prepare('INSERT INTO events (id, stream, revision, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
  for (const statement of [byId, streamHead]) statement.setReturnArrays(true);
  const rowOf = (id: string) => byId.get(id) as unknown as Row | undefined;

  /**
   * A replay: the first event's id is already stored. It is the same write again (an idempotent success
   * answering the first result) when every id sits in this stream, in order, where the expected revision
   * puts it (anywhere for 'any'); any other reuse of an id is a wrong expected revision.
   */
  const replayed = (stream: string, events: PreparedEvent[], expected: ExpectedRevision, current: number): Appended | undefined => {
    const first = events[0] === undefined ? undefined : rowOf(events[0].id);
    if (!first) return undefined;
    const start = int(first, 1);
    const rows = events.map((event, index) => {
      const row = rowOf(event.id);
      return row !== undefined && row[0] === stream && int(row, 1) === start + index ? row : undefined;
    });
    const at = expected === 'any' || start === (expected === 'no_stream' ? 0 : expected + 1);
    const last = rows.at(-1);
    if (!at || !last || rows.some((row) => row === undefined)) {
      throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
    }
    return { nextRevision: int(last, 1), position: int(last, 2) };
  };

  return (stream: string, events: PreparedEvent[], expected: ExpectedRevision): Appended => {
    const last = streamHead.get(stream) as unknown as Row | undefined;
    const current = last ? int(last, 0) : -1;
    const replay = replayed(stream, events, expected, current);
    if (replay) return replay;
    if (!matches(expected, current)) {
      throw new WrongExpectedRevisionError(stream, expected, current === -1 ? 'no_stream' : current);
    }
    let position = last ? int(last, 1) : 0;
    let firstPosition: number | undefined;
    events.forEach((event, index) => {
      const { lastInsertRowid } = insert.run(event.id, stream, current + 1 + index, event.type, event.data, event.metadata);
      position = Number(lastInsertRowid);
      firstPosition ??= position;
    });
    return { nextRevision: current + events.length, position, ...(firstPosition === undefined ? {} : { firstPosition }) };
  };
};
