import { CCF_SETTINGS_STREAM } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { commandSpec, type RouteResult } from '../shared/commandRoute.ts';
import { evolveAll } from '../shared/decider.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { ccfSettingsDecider, type CcfSettingsCommand, type CcfSettingsState } from './decider.ts';
import type { CcfSettingsEvent } from '@ftr/contracts';

export interface CcfSettingsOutcome {
  position: bigint;
  /** The state the command was decided on, and the state its events lead to. */
  before: CcfSettingsState;
  after: CcfSettingsState;
}

/**
 * One company stream: a concurrent write re-reads and decides again, so two clients can never both take
 * one code or name.
 */
export const ccfSettingsSpec = () => ({ stream: CCF_SETTINGS_STREAM, decider: ccfSettingsDecider });

/** What a handled command did to the settings: the state before and after its events. */
export const ccfSettingsOutcome = ({
  position,
  state,
  decision,
}: RouteResult<CcfSettingsState, CcfSettingsEvent, undefined, undefined>): CcfSettingsOutcome => ({
  position,
  before: state,
  after: evolveAll(ccfSettingsDecider, decision.events, state),
});

/**
 * The write path of CCF settings for the demo seed through the one handler (the routes use the same spec):
 * fold the company stream, decide, append expecting the revision decided on. A refusal throws the typed
 * AppError; nothing is written.
 */
export const runCcfSettingsCommand = async (
  store: CatalogueEventStore,
  command: CcfSettingsCommand,
  metadata: AppendMetadata,
): Promise<CcfSettingsOutcome> => ccfSettingsOutcome(await handleCommand(store, commandSpec(ccfSettingsSpec()), command, metadata));
