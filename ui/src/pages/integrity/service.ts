import type { IntegrityReport } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Issue 5 item 5: refold the event log and compare with every stored read model (may take a while). */
export const verifyIntegrity = (): Promise<IntegrityReport> => call('verifyIntegrity');
