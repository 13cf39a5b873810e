import type { CcfAnalysisData } from './events.ts';
import type { CcfAnalysisDto } from './schemas.ts';

/** An analysis as the screens read it: its type as an object with a name, and as the code (ccf_type). */
export const toCcfAnalysisDto = (analysis: CcfAnalysisData, typeName: string): CcfAnalysisDto => ({
  code: analysis.code,
  name: analysis.name,
  type: { code: analysis.type, name: typeName },
  ccf_type: analysis.type,
  low_abs: analysis.low_abs,
  low_trigger: analysis.low_trigger,
  high_trigger: analysis.high_trigger,
  high_abs: analysis.high_abs,
});
