import type { CcfAnalysisBody, CcfTypeBody, SaveCcfAnalysisResult, SaveCcfTypeResult, WriteResult } from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7 CCF settings calls. */
export const saveCcfType = (body: CcfTypeBody): Promise<SaveCcfTypeResult> => call('saveCcfType', { body });
export const deleteCcfType = (code: string): Promise<WriteResult> => call('deleteCcfType', { params: { code } });

export const createCcfAnalysis = (body: CcfAnalysisBody): Promise<SaveCcfAnalysisResult> => call('createCcfAnalysis', { body });
export const updateCcfAnalysis = (body: CcfAnalysisBody): Promise<SaveCcfAnalysisResult> => call('updateCcfAnalysis', { body });
export const deleteCcfAnalysis = (code: string): Promise<WriteResult> => call('deleteCcfAnalysis', { params: { code } });
