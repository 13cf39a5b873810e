import { CCF_SETTINGS_STREAM, type EventMetadata } from '@ftr/contracts';
import { WrongExpectedRevisionError, type EventStore } from '@ftr/infra/eventstore/port.ts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import { fold } from '../shared/handleCommand.ts';
import { ccfSettingsEvolver, decideCcfSettings, type CcfSettingsCommand, type CcfSettingsState } from './decider.ts';

/** Retries of a command that lost a race for the company stream (each re-decides on the new state). */
const APPEND_ATTEMPTS = 4;

export interface CcfSettingsOutcome {
  position: bigint;
  /** The state the command was decided on, and the state its events lead to. */
  before: CcfSettingsState;
  after: CcfSettingsState;
}

/**
 * The write path of CCF settings (HTTP handlers and the demo seed): fold the company stream, decide,
 * append expecting the revision decided on. A concurrent write re-reads and decides again, so two
 * clients can never both take one code or name. A refusal throws the typed AppError; nothing is written.
 */
export const runCcfSettingsCommand = async (store: EventStore, command: CcfSettingsCommand, metadata: EventMetadata): Promise<CcfSettingsOutcome> => {
  for (let attempt = 1; ; attempt++) {
    const history = await store.readStream(CCF_SETTINGS_STREAM);
    const before = fold(ccfSettingsEvolver, history);
    const decision = decideCcfSettings(command, before);
    if (!decision.ok) throw toAppError(decision.failure);
    try {
      const events = decision.events.map((event) => ({ ...event, metadata }));
      const result = await store.append(CCF_SETTINGS_STREAM, events, history.at(-1)?.revision ?? 'no_stream');
      return { position: result.position, before, after: decision.events.reduce(ccfSettingsEvolver.evolve, before) };
    } catch (error) {
      if (error instanceof WrongExpectedRevisionError && attempt < APPEND_ATTEMPTS) continue;
      throw error;
    }
  }
};
