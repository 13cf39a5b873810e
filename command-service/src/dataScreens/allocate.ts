import { DATA_SCREEN_COUNTER_STREAM, DATA_SCREEN_ERRORS, type DataScreenIdAllocated, type EventMetadata } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import { WrongExpectedRevisionError, type EventStore } from '@ftr/infra/eventstore/port.ts';

const ATTEMPTS = 8;

/**
 * The next screen id (1, 2, 3 … across every site): one counter stream, each allocation appended at
 * the revision it read, so two concurrent creates can never get the same id; the loser retries.
 * An id whose screen then fails to be written is simply never used.
 */
export const allocateScreenId = async (store: EventStore, metadata: EventMetadata): Promise<number> => {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const history = await store.readStream(DATA_SCREEN_COUNTER_STREAM);
    const last = history.at(-1);
    const id = last ? (last.data as DataScreenIdAllocated['data']).id + 1 : 1;
    const event: DataScreenIdAllocated = { type: 'DataScreenIdAllocated', data: { id } };
    try {
      await store.append(DATA_SCREEN_COUNTER_STREAM, [{ ...event, metadata }], last ? last.revision : 'no_stream');
      return id;
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
    }
  }
  throw new AppError('conflict', DATA_SCREEN_ERRORS.idsBusy);
};
