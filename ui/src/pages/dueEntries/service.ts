import type { DueAlertBody, Site, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** The due board's writes: a screen's grace time, the user's "entries overdue" subscription at a site. */
export const setGrace = (screenId: number, minutes: number): Promise<WriteResult> =>
  call('setGrace', { params: { screenId: String(screenId) }, body: { minutes } });

export const subscribeDueAlert = (site: Site, body: DueAlertBody): Promise<WriteResult> =>
  call('subscribeDueAlert', { params: { site }, body });

export const unsubscribeDueAlert = (site: Site): Promise<WriteResult> => call('unsubscribeDueAlert', { params: { site } });

/** What these writes change: the board (grace) and the subscriptions list. */
export const DUE_READS = ['getDueBoard', 'listDueAlerts'] as const;
