import type { ManualRecalculationBody, RecalculationRequestResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §"Recalculation" calls: the manual request (the lookup is a cached read of GET /data). */
export const requestRecalculation = (body: ManualRecalculationBody): Promise<RecalculationRequestResult> => call('recalculate', { body });
