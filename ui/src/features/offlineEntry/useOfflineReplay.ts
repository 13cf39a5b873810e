import type { ChangeRecordInput } from '@ftr/contracts';
import { useEffect, useRef } from 'react';
import { ApiError } from '../../api/ApiError.ts';
import type { OfflineEntry } from './useOfflineEntry.ts';

/**
 * On reconnect (or on opening the grid online) its queued Submit is sent again with its own submission id: a
 * submission that reached the server before the connection dropped is answered as a duplicate, not applied twice.
 * The grid's Submit handling shows the answer as it does any other (a 409 marks the cells someone else changed).
 * No answer (the network failed again): it stays queued for the next reconnect.
 */
export const useOfflineReplay = (entry: OfflineEntry, resend: (id: string, records: ChangeRecordInput[]) => Promise<unknown>): void => {
  const sending = useRef<string | null>(null);
  const { online, ready, queued, settle } = entry;
  useEffect(() => {
    if (!online || !ready || !queued || sending.current === queued.id) return;
    const { id, records } = queued;
    sending.current = id;
    resend(id, records).then(
      () => settle(id),
      (error: unknown) => {
        if (error instanceof ApiError && error.status === 0) sending.current = null;
        else settle(id);
      },
    );
  }, [online, ready, queued, settle, resend]);
};
