import { CCF_ANALYSES_COLLECTION, CCF_TYPES_COLLECTION, type ParameterInput } from '@ftr/contracts';
import type { CcfAnalysisDoc, CcfTypeDoc } from '@ftr/projector/ccfSettings/projection.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import type { CcfReferences } from './decider.ts';

/** What the parameter write handlers need: the common deps plus the CCF settings read models. */
export type ParameterDeps = CommandDeps & Pick<DataValueDeps, 'readStore' | 'waitForReadSide'>;

const named = (code: string | null | undefined): string | null => (code ? code : null);

/**
 * The CCF type and analysis a create or edit names, from the `ccfTypes` and `ccfAnalyses` read models
 * once they reflect every append made so far (nothing is read when the input names neither).
 */
export const lookUpCcfReferences = async (deps: ParameterDeps, input: Pick<ParameterInput, 'CCF_TYPE' | 'CCF_ANALYSIS'>): Promise<CcfReferences> => {
  const type = named(input.CCF_TYPE);
  const analysis = named(input.CCF_ANALYSIS);
  if (type === null && analysis === null) return { types: new Set(), analyses: new Map() };
  await waitForHead(deps, READ_SIDE_WAIT_MS);
  const [typeDoc, analysisDoc] = await Promise.all([
    type === null ? null : deps.readStore.get<CcfTypeDoc>(CCF_TYPES_COLLECTION, type),
    analysis === null ? null : deps.readStore.get<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, analysis),
  ]);
  return {
    types: new Set(typeDoc ? [typeDoc.code] : []),
    analyses: new Map(analysisDoc ? [[analysisDoc.code, analysisDoc]] : []),
  };
};
