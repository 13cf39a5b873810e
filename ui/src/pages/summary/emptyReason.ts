import { LOGIN_SITE_LABELS, OPERATION_TYPE_NAMES, type OperationDto } from '@ftr/contracts';
import type { SummaryChoice } from './form.ts';

/**
 * Why a summary has no rows, in words: no values of the code at the site under the stream's operations,
 * and the dates those operations cover ('between 2025-09-01 and 2026-11-29'), or that the site has none.
 * `operations`: the site's latest started operations (GET /operations/recent); `today` caps a running one.
 */
export const emptyReason = (choice: SummaryChoice, operations: readonly OperationDto[] | undefined, today: string): string => {
  const site = LOGIN_SITE_LABELS[choice.site];
  const stream = `${OPERATION_TYPE_NAMES[choice.stream]} (${choice.stream})`;
  const head = `No values for ${choice.code} at ${site}`;
  if (operations === undefined) return `${head} in ${stream} operations`;
  const ofStream = operations.filter((o) => o.TYPE_ID === choice.stream);
  if (ofStream.length === 0) return `${head}: ${site} has no ${stream} operations`;
  const from = ofStream.map((o) => o.START_DATE).reduce((a, b) => (a < b ? a : b));
  const to = ofStream.map((o) => (o.END_DATE < today ? o.END_DATE : today)).reduce((a, b) => (a > b ? a : b));
  const codes = ofStream.map((o) => o.OPTN_CODE).sort();
  return `${head} between ${from} and ${to} (${stream} operations ${codes.join(', ')})`;
};
