import type { Doc, ReadStore } from './port.ts';

/** Where followers of the log keep their checkpoints: `{group}` for projectors, `reactor:{name}` for reactors. */
export const CHECKPOINTS = 'checkpoints';

export interface CheckpointDoc extends Doc {
  position: string;
}

/** A follower's committed position (undefined before its first batch); services that only wait on it read it here. */
export const readCheckpoint = async (readStore: Pick<ReadStore, 'get'>, id: string): Promise<bigint | undefined> => {
  const doc = await readStore.get<CheckpointDoc>(CHECKPOINTS, id);
  return doc ? BigInt(doc.position) : undefined;
};
