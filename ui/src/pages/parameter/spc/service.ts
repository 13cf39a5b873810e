import type { SpcBaselineBody, SpcRulesBody, WriteResult } from '@ftr/contracts';
import { call } from '../../../api/client.ts';

/** Recomputes a parameter's control limits at the user's site (the server reads the baseline's values). */
export const setSpcBaseline = (code: string, body: SpcBaselineBody): Promise<WriteResult> =>
  call('setSpcBaseline', { params: { code }, body });

/** Chooses the rules a parameter evaluates at the user's site. */
export const setSpcRules = (code: string, body: SpcRulesBody): Promise<WriteResult> => call('setSpcRules', { params: { code }, body });
