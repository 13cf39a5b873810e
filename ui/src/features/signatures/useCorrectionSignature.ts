import { oldCorrections, type ChangeRecordInput, type SignatureInput } from '@ftr/contracts';
import { useCallback, useRef, useState } from 'react';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

/**
 * The signature a grid submission needs when the site requires one for old corrections: `sign` asks for it
 * (the dialog is open while `asking`) and answers it, undefined when none is needed, or null when the user
 * cancelled. The server decides again; a failed read of the settings leaves that to it.
 */
export const useCorrectionSignature = (today: string) => {
  const settings = useRouteQuery('getSignatureSettings', {}).data ?? null;
  const [asking, setAsking] = useState(false);
  const pending = useRef<((signature: SignatureInput | null) => void) | null>(null);

  const sign = useCallback(
    async (records: readonly ChangeRecordInput[]): Promise<SignatureInput | null | undefined> => {
      if (!settings?.actions.includes('valueCorrection')) return undefined;
      if (oldCorrections(records, today, settings.correctionDays).length === 0) return undefined;
      return new Promise<SignatureInput | null>((resolve) => {
        pending.current = resolve;
        setAsking(true);
      });
    },
    [settings, today],
  );

  const done = useCallback((signature: SignatureInput | null) => {
    pending.current?.(signature);
    pending.current = null;
    setAsking(false);
  }, []);

  return { sign, asking, done };
};
