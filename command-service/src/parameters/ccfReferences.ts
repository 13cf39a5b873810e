import type { ParameterInput } from '@ftr/contracts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import type { CommandDeps } from '../deps.ts';
import type { CcfReferences } from './decider.ts';

/** What the parameter write handlers need: the common deps plus the CCF settings read models. */
export type ParameterDeps = CommandDeps & Pick<DataValueDeps, 'waitForReadSide'>;

const named = (code: string | null | undefined): string | null => (code ? code : null);

/**
 * The CCF type and analysis a create or edit names, from the `ccfTypes` and `ccfAnalyses` read models
 * once they reflect every append made so far (nothing is read when the input names neither).
 */
export const lookUpCcfReferences = async (
  deps: ParameterDeps,
  input: Pick<ParameterInput, 'CCF_TYPE' | 'CCF_ANALYSIS'>,
): Promise<CcfReferences> => {
  const type = named(input.CCF_TYPE);
  const analysis = named(input.CCF_ANALYSIS);
  if (type === null && analysis === null) return { types: new Set(), analyses: new Map() };
  await waitForHead(deps, READ_SIDE_WAIT_MS);
  const [typeExists, defaults] = await Promise.all([
    type === null ? false : deps.readModels.ccfTypeExists(type),
    analysis === null ? null : deps.readModels.ccfAnalysis(analysis),
  ]);
  return {
    types: new Set(typeExists && type !== null ? [type] : []),
    analyses: new Map(defaults && analysis !== null ? [[analysis, defaults]] : []),
  };
};
