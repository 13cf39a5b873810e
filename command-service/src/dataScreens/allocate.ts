import { DATA_SCREEN_COUNTER_STREAM, DATA_SCREEN_ERRORS, type DataScreenIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { accept, type Decision, type Evolver } from '../shared/decider.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';

/** The last screen id allocated (0: none yet). */
export const screenCounterEvolver: Evolver<number, DataScreenIdAllocated> = {
  initialState: 0,
  evolve: (last, event) => Math.max(last, event.data.id),
};

/** The next id after the last one allocated. */
export const decideAllocation = (_command: null, last: number): Decision<DataScreenIdAllocated> =>
  accept({ type: 'DataScreenIdAllocated', data: { id: last + 1 } });

/**
 * The next screen id (1, 2, 3 … across every site): one counter stream, each allocation appended at
 * the revision it read through the one handler, so two concurrent creates can never get the same id;
 * the loser decides again. An id whose screen then fails to be written is simply never used.
 */
export const allocateScreenId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = { stream: DATA_SCREEN_COUNTER_STREAM, evolver: screenCounterEvolver, loadFacts: noFacts, decide: decideAllocation };
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', DATA_SCREEN_ERRORS.idsBusy);
    throw error;
  }
};
