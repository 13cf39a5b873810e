import type { ChangeRecordInput } from '@ftr/contracts';
import { cellKey } from './cell.ts';
import { changeOf, type Edits } from './pending.ts';

/**
 * After a Submit went through, the edits it carried go; an edit typed after the Submit was queued (another cell,
 * or the same cell changed again) stays. Online nothing is typed while a Submit runs (the grid is frozen), so
 * every change goes, as before.
 */
export const withoutSent = (edits: Edits, records: readonly ChangeRecordInput[]): Edits => {
  const sent = new Map(
    records.map((r) => [cellKey({ code: r.CODE, date: r.FTR_DATE, hour: r.FTR_HOUR }), typeof r.VALUE === 'number' ? r.VALUE : null]),
  );
  const next = new Map(edits);
  for (const [key, edit] of edits) {
    const change = changeOf(edit);
    if (change && sent.has(key) && sent.get(key) === change.value) next.delete(key);
  }
  return next;
};
