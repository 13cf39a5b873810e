import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { ReadProgress } from './consistency/readProgress.ts';

export interface QueryDeps {
  readStore: ReadStore;
  progress: ReadProgress;
  clock: { now(): Date };
}
