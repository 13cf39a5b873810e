import type {
  CcfAnalysisBody,
  CcfAnalysisDto,
  CcfParameterUsage,
  CcfTypeBody,
  CcfTypeDto,
  SaveCcfAnalysisResult,
  SaveCcfTypeResult,
  WriteResult,
} from '@ftr/contracts';
import { call } from '../../api/client.ts';

/** Spec 3 §7 CCF settings calls. */
export const listCcfTypes = (): Promise<CcfTypeDto[]> => call('listCcfTypes');
export const saveCcfType = (body: CcfTypeBody): Promise<SaveCcfTypeResult> => call('saveCcfType', { body });
export const deleteCcfType = (code: string): Promise<WriteResult> => call('deleteCcfType', { params: { code } });

export const listCcfAnalyses = (): Promise<CcfAnalysisDto[]> => call('listCcfAnalyses');
export const createCcfAnalysis = (body: CcfAnalysisBody): Promise<SaveCcfAnalysisResult> => call('createCcfAnalysis', { body });
export const updateCcfAnalysis = (body: CcfAnalysisBody): Promise<SaveCcfAnalysisResult> => call('updateCcfAnalysis', { body });
export const deleteCcfAnalysis = (code: string): Promise<WriteResult> => call('deleteCcfAnalysis', { params: { code } });

/** The analyses that use a type, and the parameters (every site) that use an analysis: empty when none. */
export const analysesOfType = (code: string): Promise<CcfAnalysisDto[]> => call('ccfAnalysesOfType', { params: { code } });
export const parametersOfAnalysis = (code: string): Promise<CcfParameterUsage[]> => call('ccfAnalysisParameters', { params: { code } });
