import { SUMMARY_DEFAULTS, type Site, type SummaryDefault } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { DATA_SUMMARY_COLLECTION, type SummaryMonthDoc } from '@ftr/read-models/summary/projection.ts';
import { chooseSummaryDefault, currentStream, hasSpecCodeValues } from './defaults.ts';

/** Month documents the default looks through for the code entered last (the newest months of the site). */
export const NEWEST_MONTHS = 200;

/**
 * What /summary opens on at the site (defaults.ts): from the operations and the summary read models. The
 * site's newest months are read only when the spec's code has no values in the stream; that read is
 * served by the (SITE, MONTH, CODE) index, so it stops after the newest months whatever the site's history.
 */
export const readSummaryDefault = async (readStore: ReadStore, site: Site, today: string): Promise<SummaryDefault> => {
  const operations = await readStore.find<OperationDoc>(OPERATIONS_COLLECTION, { where: { SITE: site } });
  const stream = currentStream(operations, today);
  const inStream = new Set(operations.filter((o) => o.TYPE_ID === stream).map((o) => o.OPTN_CODE));
  const defaultMonths = await readStore.find<SummaryMonthDoc>(DATA_SUMMARY_COLLECTION, {
    where: { SITE: site, CODE: SUMMARY_DEFAULTS.code },
  });
  const newestMonths = hasSpecCodeValues(defaultMonths, inStream)
    ? []
    : await readStore.find<SummaryMonthDoc>(DATA_SUMMARY_COLLECTION, {
        where: { SITE: site },
        sort: [
          { field: 'MONTH', direction: 'desc' },
          { field: 'CODE', direction: 'asc' },
        ],
        limit: NEWEST_MONTHS,
      });
  return chooseSummaryDefault(site, stream, inStream, defaultMonths, newestMonths);
};
