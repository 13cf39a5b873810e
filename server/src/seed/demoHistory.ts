// The demo's master-data history: a check limit and a CCF trigger tightened during the
// season, each with a reason, through the command path like any other change. Both apply from the seed's
// instant on, so the demo's earlier values keep the labels they were entered with.
import { CCF_SETTINGS_STREAM, parameterStream } from '@ftr/contracts';
import { ccfSettingsEvolver } from '@ftr/command-service/ccfSettings/decider.ts';
import { runCcfSettingsCommand } from '@ftr/command-service/ccfSettings/run.ts';
import type { CommandDeps } from '@ftr/command-service/deps.ts';
import { decideParameter, parameterEvolver } from '@ftr/command-service/parameters/decider.ts';
import { fold, handleCommand, noFacts } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { demoParameters } from './demoParameters.ts';

export const DEMO_CHECK_LIMIT_CHANGE = {
  site: 'BA',
  code: 'TN-PH-V-1H',
  UPPER_CHK_LIMIT: 9.3,
  reason: 'Tightened for the second half of the campaign (lab request)',
  by: 'supervisor.ba',
} as const;

export const DEMO_ANALYSIS_CHANGE = {
  code: 'THINPH',
  high_trigger: 9.2,
  reason: 'Tighter pH control after the mid-season audit',
  by: 'admin',
} as const;

/** Seeds the two changes (after the CCF settings and parameters); answers how many were made. */
export const seedDemoHistory = async (deps: CommandDeps): Promise<number> => {
  const store = deps.eventStore;
  const settings = fold(ccfSettingsEvolver, await store.readStream(CCF_SETTINGS_STREAM));
  const analysis = settings.analyses.get(DEMO_ANALYSIS_CHANGE.code);
  const change = DEMO_CHECK_LIMIT_CHANGE;
  const parameter = demoParameters(change.site).find((p) => p.CODE === change.code);
  if (!analysis || !parameter) return 0;
  const { CODE: code, ...input } = parameter;
  await handleCommand(
    store,
    { stream: parameterStream(change.site, code), evolver: parameterEvolver, loadFacts: noFacts, decide: decideParameter },
    {
      kind: 'UpdateParameter',
      site: change.site,
      code,
      input: { ...input, UPPER_CHK_LIMIT: change.UPPER_CHK_LIMIT },
      ccf: settings,
      reason: change.reason,
    },
    systemMetadata(change.site, deps.clock, change.by),
  );
  await runCcfSettingsCommand(
    store,
    {
      kind: 'UpdateCcfAnalysis',
      analysis: { ...analysis, high_trigger: DEMO_ANALYSIS_CHANGE.high_trigger },
      reason: DEMO_ANALYSIS_CHANGE.reason,
    },
    systemMetadata('CO', deps.clock, DEMO_ANALYSIS_CHANGE.by),
  );
  return 2;
};
