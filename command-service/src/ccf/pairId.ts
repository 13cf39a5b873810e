import type { Site } from '@ftr/contracts';
import { nameBasedUuid } from '../subscriptions/notificationId.ts';

/**
 * The id of a parameter and operation's n-th CCF (n from 0: how many the pair had before it). Whoever
 * raises it (an operator, data entry, a recalculation; in any week) names the same CCF, so raisers that
 * race for the pair's next CCF raise one: an operator's raise finds its stream taken and answers it,
 * two raises from values are one CCF (the first raise names it, docs/ccf.md).
 */
export const pairCcfId = (site: Site, parameter: string, operation: string, sequence: number): string =>
  nameBasedUuid(`ccf/${site}/${parameter}/${operation}/${sequence}`);
