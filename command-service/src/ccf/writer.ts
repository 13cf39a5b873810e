import { isCentralOffice, type Site } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import { READ_SIDE_WAIT_MS, type DataValueDeps } from '../dataValues/deps.ts';
import { waitForHead } from '../dataValues/readSide.ts';
import { centralOfficeCcf } from './decider.ts';

/** The central office reads CCFs but never writes them. */
export const refuseCentralOffice = (site: Site): void => {
  if (isCentralOffice(site)) throw toAppError(centralOfficeCcf());
};

/**
 * What the CCF commands read besides their stream: read-your-writes on the read models (503 with a
 * retry hint when the read side stays behind), then the CCF as the read side has it (answers, lag checks).
 */
export const ccfReads = (deps: DataValueDeps) => ({
  eventStore: deps.eventStore,
  readModels: deps.readModels,
  caughtUp: () => waitForHead(deps, READ_SIDE_WAIT_MS),
});
