import type { ChangeRecordInput } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { classifyEdit, type Edit, type Edits } from './pending.ts';

/**
 * One submission id per attempt (docs/architecture.md §4: the server applies an id once). A retry of the very same
 * change records keeps the id, so a submission that reached the server before the answer was lost is
 * not applied twice; any other set of changes gets a fresh id.
 */
export interface SubmissionAttempt {
  readonly id: string;
  readonly fingerprint: string;
}

export const fingerprintOf = (records: readonly ChangeRecordInput[]): string => JSON.stringify(records);

export const attemptFor = (
  previous: SubmissionAttempt | null,
  records: readonly ChangeRecordInput[],
  newId: () => string,
): SubmissionAttempt => {
  const fingerprint = fingerprintOf(records);
  return previous?.fingerprint === fingerprint ? previous : { id: newId(), fingerprint };
};

/** The cells a 409 answer names ('Someone else changed these values: CODE 2026-11-23 h5, …'), as cell keys. */
export const staleCellKeys = (message: string): string[] => {
  const keys: string[] = [];
  for (const match of message.matchAll(/([A-Za-z0-9_.-]+) (\d{4}-\d{2}-\d{2}) h(\d{1,2})\b/g)) {
    const [, code, date, hour] = match;
    if (code && date && hour) keys.push(cellKey({ code, date, hour: Number(hour) }));
  }
  return keys;
};

/**
 * After fresh data arrived (e.g. following a 409), the edits are measured against the new values: the
 * typed text stays, the loaded value becomes the new one, and edits that now change nothing are dropped.
 */
export const rebase = (edits: Edits, originalOf: (key: string) => number | null | undefined): Edits => {
  const next = new Map<string, Edit>();
  for (const [key, edit] of edits) {
    const fresh = originalOf(key);
    const original = fresh === undefined ? edit.original : fresh;
    if (classifyEdit(original, edit.text) !== null) next.set(key, { ...edit, original });
  }
  return next;
};
