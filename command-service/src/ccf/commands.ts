// A CCF's own stream (ccf-{id}) as the write path of its commands (ccfDecider.ts).
import { ccfStream, type CcfEvent } from '@ftr/contracts';
import type { EventStore } from '@ftr/infra/eventstore/port.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { fold } from '../shared/decider.ts';
import type { CommandSpec } from '../shared/handleCommand.ts';
import { ccfDecider, type CcfCommand } from './ccfDecider.ts';
import { ccfEvolver, type CcfState } from './state.ts';

/**
 * A CCF's stream as one command's write path: decided on the stream's fold alone, appended at the
 * revision folded (docs/ccf.md); no read model is consulted, so a CCF raised a moment ago is decided on at once.
 */
export const ccfCommands = (id: string): CommandSpec<CcfCommand, CcfState, CcfEvent, undefined> =>
  commandSpec({ stream: ccfStream(id), decider: ccfDecider });

/** A CCF's stream folded (the state a decision on it starts from). */
export const currentCcf = async (eventStore: Pick<EventStore, 'readStream'>, id: string): Promise<CcfState> =>
  fold(ccfEvolver, await eventStore.readStream(ccfStream(id)));
