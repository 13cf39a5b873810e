import { isCentralOffice, type Site } from '@ftr/contracts';
import { toAppError } from '@ftr/infra/http/errors.ts';
import { centralOfficeCcf } from './decider.ts';

/** The central office reads CCFs but never writes them. */
export const refuseCentralOffice = (site: Site): void => {
  if (isCentralOffice(site)) throw toAppError(centralOfficeCcf());
};
