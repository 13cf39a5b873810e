import { CCF_SETTINGS_STREAM, type CcfAnalysisData } from '@ftr/contracts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { ccfSettingsEvolver } from '@ftr/command-service/ccfSettings/decider.ts';
import { runCcfSettingsCommand } from '@ftr/command-service/ccfSettings/run.ts';
import { fold } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { CATALOGUE } from './demoParametersCatalogue.ts';

/** The CCF types the demo catalogue uses. */
export const DEMO_CCF_TYPES: readonly { code: string; name: string }[] = [
  { code: 'FS', name: 'Food Safety' },
  { code: 'QC', name: 'Quality' },
  { code: 'HS', name: 'Health & Safety' },
  { code: 'ENV', name: 'Environment' },
];

const ANALYSIS_NAMES: Record<string, string> = {
  DIFFTEMP: 'Diffuser temperature',
  THINPH: 'Thin juice pH',
  STEAMPR: 'Boiler steam pressure',
  CONDPH: 'Condensate pH',
  SUGASH: 'Sugar ash',
  SUGMOIST: 'Sugar moisture',
  SUGCOL: 'Sugar colour',
};

/** The analyses of the catalogue's CCF parameters, their thresholds [lowabs, lowtrg, hightrg, highabs] as limits. */
export const demoCcfAnalyses = (): CcfAnalysisData[] => {
  const byCode = new Map<string, CcfAnalysisData>();
  for (const row of CATALOGUE) {
    if (!row.ccf || byCode.has(row.ccf.analysis)) continue;
    const [low_abs, low_trigger, high_trigger, high_abs] = row.ccf.thresholds;
    const code = row.ccf.analysis;
    byCode.set(code, { code, name: ANALYSIS_NAMES[code] ?? code, type: row.ccf.type, low_abs, low_trigger, high_trigger, high_abs });
  }
  return [...byCode.values()];
};

/**
 * The demo's CCF types and analyses, through the CCF settings command path as the administrator (the
 * decider checks uniqueness, types and limit order as for POST). Seeds only what is missing, so running
 * it again on a store that has them writes nothing. Answers the number of commands run.
 */
export const seedDemoCcfSettings = async (deps: CommandDeps): Promise<number> => {
  const state = fold(ccfSettingsEvolver, await deps.eventStore.readStream(CCF_SETTINGS_STREAM));
  const metadata = () => systemMetadata('CO', deps.clock, 'admin');
  let count = 0;
  for (const type of DEMO_CCF_TYPES.filter((t) => !state.types.has(t.code))) {
    await runCcfSettingsCommand(deps.eventStore, { kind: 'SaveCcfType', ...type }, metadata());
    count += 1;
  }
  for (const analysis of demoCcfAnalyses().filter((a) => !state.analyses.has(a.code))) {
    await runCcfSettingsCommand(deps.eventStore, { kind: 'CreateCcfAnalysis', analysis }, metadata());
    count += 1;
  }
  return count;
};
