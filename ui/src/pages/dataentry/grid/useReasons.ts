import { cellName, cellsMissingReason, DEFAULT_REASON_RULE, reasonRuleFor, type ChangeRecordInput } from '@ftr/contracts';
import { useCallback, useRef, useState } from 'react';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

/**
 * Reasons for change on submit: which changes need one comes from the site's setting (the screen's
 * override first) through the same contracts function the server applies; the user is asked once for
 * a reason that goes on each of those changes. `prepare` answers the records to send, or null when the
 * user cancelled.
 */
export const useReasons = (screenId: number, today: string) => {
  // A failed read is silent: the server still enforces its rule (a 400 names the cells).
  const settings = useRouteQuery('getDataSettings', { query: {} }).data ?? null;
  const [cells, setCells] = useState<string[]>([]);
  const pending = useRef<((reason: string | null) => void) | null>(null);

  const prepare = useCallback(
    async (records: ChangeRecordInput[]): Promise<ChangeRecordInput[] | null> => {
      const rule = settings ? reasonRuleFor(settings, screenId) : DEFAULT_REASON_RULE;
      const missing = cellsMissingReason(rule, records, today);
      if (missing.length === 0) return records;
      const reason = await new Promise<string | null>((resolve) => {
        pending.current = resolve;
        setCells(missing);
      });
      if (reason === null) return null;
      const needs = new Set(missing);
      return records.map((r) => (needs.has(cellName(r.CODE, r.FTR_DATE, r.FTR_HOUR)) ? { ...r, REASON: reason } : r));
    },
    [settings, screenId, today],
  );

  const done = useCallback((reason: string | null) => {
    pending.current?.(reason);
    pending.current = null;
    setCells([]);
  }, []);

  return { prepare, cells, done };
};
