import { DATA_SCREEN_COUNTER_STREAM, DATA_SCREEN_ERRORS, type DataScreenIdAllocated } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError } from '@ftr/infra/eventstore/port.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { idCounterDecider } from '../shared/idCounter.ts';

const counter = idCounterDecider((id): DataScreenIdAllocated => ({ type: 'DataScreenIdAllocated', data: { id } }));

/**
 * The next screen id (1, 2, 3 … across every site): one counter stream, each allocation appended at
 * the revision it read through the one handler, so two concurrent creates can never get the same id;
 * the loser decides again. An id whose screen then fails to be written is simply never used.
 */
export const allocateScreenId = async (store: CatalogueEventStore, metadata: AppendMetadata): Promise<number> => {
  const spec = commandSpec({ stream: DATA_SCREEN_COUNTER_STREAM, decider: counter });
  try {
    const { decision } = await handleCommand(store, spec, null, metadata);
    return decision.events[0]?.data.id ?? 0;
  } catch (error) {
    if (error instanceof WrongExpectedRevisionError) throw new AppError('conflict', DATA_SCREEN_ERRORS.idsBusy);
    throw error;
  }
};
