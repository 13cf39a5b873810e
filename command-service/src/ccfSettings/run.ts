import { CCF_SETTINGS_STREAM } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { ccfSettingsEvolver, decideCcfSettings, type CcfSettingsCommand, type CcfSettingsState } from './decider.ts';

export interface CcfSettingsOutcome {
  position: bigint;
  /** The state the command was decided on, and the state its events lead to. */
  before: CcfSettingsState;
  after: CcfSettingsState;
}

/**
 * The write path of CCF settings (HTTP handlers and the demo seed) through the one handler: fold the
 * company stream, decide, append expecting the revision decided on. A concurrent write re-reads and
 * decides again, so two clients can never both take one code or name. A refusal throws the typed
 * AppError; nothing is written.
 */
export const runCcfSettingsCommand = async (
  store: CatalogueEventStore,
  command: CcfSettingsCommand,
  metadata: AppendMetadata,
): Promise<CcfSettingsOutcome> => {
  const spec = { stream: CCF_SETTINGS_STREAM, evolver: ccfSettingsEvolver, loadFacts: noFacts, decide: decideCcfSettings };
  const { position, state: before, decision } = await handleCommand(store, spec, command, metadata);
  return { position, before, after: decision.events.reduce((state, event) => ccfSettingsEvolver.evolve(state, event), before) };
};
