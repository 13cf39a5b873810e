import type { AuditRow } from '@ftr/contracts';
import { auditPos, type AuditEntryDoc } from '@ftr/read-models/audit/projection.ts';

// Keyset paging of the audit trail by rows. A row is one changed cell: the entry (change
// set) at POS and its index in CHANGES. Entries never change once written, so (POS, index) orders every
// row for good and a cursor stays valid however the trail grows.

/** Where a page starts: just after or just before a row. */
export interface RowKey {
  /** The entry's POS (zero-padded global position). */
  pos: string;
  index: number;
}

export const cursorOf = (key: RowKey): string => `${BigInt(key.pos).toString()}.${key.index}`;
export const parseCursor = (cursor: string): RowKey => {
  const [position = '0', index = '0'] = cursor.split('.');
  return { pos: auditPos(position), index: Number(index) };
};

const compare = (a: RowKey, b: RowKey): number => (a.pos < b.pos ? -1 : a.pos > b.pos ? 1 : a.index - b.index);

/** Each changed cell of an entry as a row, in the order of its changes. */
export const rowsOf = (doc: AuditEntryDoc): AuditRow[] =>
  doc.CHANGES.map((c) => ({
    position: doc.POSITION,
    at: doc.AT,
    user: doc.USER,
    date: doc.DATE,
    hour: c.hour,
    operation: doc.OPERATION,
    kind: c.kind,
    previous: c.previous,
    value: c.value,
    source: doc.SOURCE,
    submissionId: doc.SUBMISSION_ID,
    jobId: doc.JOB_ID,
    reason: c.reason,
    cause: doc.CAUSE ?? null,
    ...(doc.SIGNATURE ? { signature: doc.SIGNATURE } : {}),
  }));

interface KeyedRow {
  key: RowKey;
  row: AuditRow;
  /** Rows in the row's change set. */
  setSize: number;
}

const keyed = (doc: AuditEntryDoc): KeyedRow[] =>
  rowsOf(doc).map((row, index) => ({ key: { pos: doc.POS, index }, row, setSize: doc.CHANGES.length }));

export interface RowPage {
  rows: AuditRow[];
  prevCursor: string | null;
  nextCursor: string | null;
  continuesBefore: boolean;
  continuesAfter: boolean;
}

/** Reading forward (`after` a row, or from the start) or backward (`before` a row, or from the end). */
export type PageRequest = { direction: 'forward'; after?: RowKey } | { direction: 'backward'; before?: RowKey };

/**
 * How many entries a page reads: every entry holds at least one row, so pageSize + 1 entries past the
 * one holding the cursor always fill the page and tell whether another row follows.
 */
export const entriesToRead = (pageSize: number): number => pageSize + 2;

/**
 * One page of at most pageSize rows from entries read in the request's direction (oldest first forward,
 * newest first backward) starting at the cursor's entry; answers the rows oldest first.
 */
export const pageOfRows = (entries: readonly AuditEntryDoc[], request: PageRequest, pageSize: number): RowPage => {
  const forward = request.direction === 'forward';
  const cursor = forward ? request.after : request.before;
  const candidates: KeyedRow[] = [];
  for (const doc of entries) {
    const rows = keyed(doc);
    for (const r of forward ? rows : rows.reverse()) {
      if (!cursor || (forward ? compare(r.key, cursor) > 0 : compare(r.key, cursor) < 0)) candidates.push(r);
    }
  }
  const taken = candidates.slice(0, pageSize);
  const more = candidates.length > pageSize;
  if (!forward) taken.reverse();
  const first = taken[0];
  const last = taken.at(-1);
  // Forward: rows lie before the page iff it started after a cursor; more rows after iff more were read.
  const before = forward ? cursor !== undefined : more;
  const after = forward ? more : cursor !== undefined;
  return {
    rows: taken.map((r) => r.row),
    prevCursor: first && before ? cursorOf(first.key) : null,
    nextCursor: last && after ? cursorOf(last.key) : null,
    continuesBefore: first ? first.key.index > 0 : false,
    continuesAfter: last ? last.key.index < last.setSize - 1 : false,
  };
};
