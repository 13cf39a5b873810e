import type { IntegrityReport, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Refold the event log and compare with every stored read model (may take a while). */
export const verifyIntegrity = (): Promise<IntegrityReport> => call('verifyIntegrity');

/** Hands a parked event to its reactor again. */
export const retryParkedEvent = (id: string): Promise<WriteResult> => call('retryParkedEvent', { params: { id } });

/** Drops a parked event without handling it. */
export const dismissParkedEvent = (id: string): Promise<WriteResult> => call('dismissParkedEvent', { params: { id } });
