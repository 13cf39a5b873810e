import type { CcfSummary } from '@ftr/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { call } from '../../api/client.ts';
import { useChanges } from '../../live/socket.ts';

/**
 * The sidebar's CCF summary (GET /ccf-summary), loaded when `enabled` and refreshed whenever the
 * server reports a change to the CCF read model. Failures are silent (spec 3 §8: many loads fail silently).
 */
export const useCcfSummary = (enabled: boolean): CcfSummary | null => {
  const [summary, setSummary] = useState<CcfSummary | null>(null);
  const latest = useRef(0);
  const load = useCallback(async () => {
    const request = ++latest.current;
    try {
      const result = await call('ccfSummary');
      if (request === latest.current) setSummary(result);
    } catch {
      // silent: the badges simply stay as they were
    }
  }, []);

  useEffect(() => {
    if (enabled) void load();
  }, [enabled, load]);
  useChanges('ccfs', () => {
    if (enabled) void load();
  });
  return enabled ? summary : null;
};
