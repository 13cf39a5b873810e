import { SUMMARY_DEFAULTS, SUMMARY_STREAMS, type Site, type SummaryDefault, type SummaryStream } from '@ftr/contracts';

/** What the choice reads of an operation and of a summary month document. */
export interface OperationSpan {
  OPTN_CODE: string;
  TYPE_ID: string;
  START_DATE: string;
  END_DATE: string;
}
export interface MonthValues {
  CODE: string;
  OPERATIONS: Record<string, { count: number }>;
}

const isStream = (type: string): type is SummaryStream => (SUMMARY_STREAMS as readonly string[]).includes(type);

/**
 * The stream of the site's operation running on `today` (a campaign or a juice run), else of the latest one
 * that has started, else the spec's (BC). Between Ops has no summary.
 */
export const currentStream = (operations: readonly OperationSpan[], today: string): SummaryStream => {
  const summarised = operations.filter((o) => isStream(o.TYPE_ID) && o.START_DATE <= today);
  const running = summarised.find((o) => o.END_DATE >= today);
  const latest = [...summarised].sort((a, b) => b.START_DATE.localeCompare(a.START_DATE))[0];
  const type = (running ?? latest)?.TYPE_ID;
  return type !== undefined && isStream(type) ? type : SUMMARY_DEFAULTS.stream;
};

const hasValuesIn = (month: MonthValues, inStream: ReadonlySet<string>) =>
  Object.entries(month.OPERATIONS).some(([operation, moments]) => inStream.has(operation) && moments.count > 0);

/** Whether the spec's code has values in the stream: then the newest months need not be read at all. */
export const hasSpecCodeValues = (defaultMonths: readonly MonthValues[], inStream: ReadonlySet<string>): boolean =>
  defaultMonths.some((m) => hasValuesIn(m, inStream));

/**
 * The summary a site opens on: the current stream; the spec's code when the site has values of it in that
 * stream (`defaultMonths`), else the first code of the newest months with values in it (`newestMonths`,
 * newest month first, then by code), else the spec's code (the page then says there are no values, and why).
 */
export const chooseSummaryDefault = (
  site: Site,
  stream: SummaryStream,
  inStream: ReadonlySet<string>,
  defaultMonths: readonly MonthValues[],
  newestMonths: readonly MonthValues[],
): SummaryDefault => {
  const specCode = hasSpecCodeValues(defaultMonths, inStream);
  const code = specCode ? SUMMARY_DEFAULTS.code : (newestMonths.find((m) => hasValuesIn(m, inStream))?.CODE ?? SUMMARY_DEFAULTS.code);
  return { site, code, stream, statistic: SUMMARY_DEFAULTS.statistic };
};
