import type { ConstantValueBody, GlobalConstantBody, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 2 §7 Constants calls (the lists are read through useRouteQuery). */
export const updateConstant = (code: string, body: ConstantValueBody): Promise<WriteResult> =>
  call('updateConstant', { params: { code }, body });

export const updateGlobalConstant = (code: string, body: GlobalConstantBody): Promise<WriteResult> =>
  call('updateGlobalConstant', { params: { code }, body });
