import type { RaiseAlertBody, RaiseAlertResult, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7: GET /alerts, GET /operations/active; administrators raise and clear alerts. */
export const raiseAlert = (body: RaiseAlertBody): Promise<RaiseAlertResult> => call('raiseAlert', { body });

export const clearAlert = (id: string): Promise<WriteResult> => call('clearAlert', { params: { id } });
