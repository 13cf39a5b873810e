import {
  FACTORY_SITES,
  isCentralOffice,
  addDays,
  daysBetween,
  OPERATION_RANGE_MAX_DAYS,
  RANGE_DAYS,
  type DashboardRange,
  parameterId,
  type DashboardDataDto,
  type DashboardParameter,
  type DashboardSeriesDto,
  type DashboardViewType,
  type Site,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import type { DashboardDoc } from '@ftr/read-models/dashboards/projection.ts';
import { latestValueBefore } from '@ftr/read-models/dataValues/queries.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { parameterValueDocId, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import { hourKey, lastOfEachDay, toColumns, type SiteValues } from './columns.ts';
import type { ReadValueDays } from './valueDays.ts';

export interface DashboardDataQuery {
  /** The site asked for: a factory site, or CO (a corporate dashboard's every site). */
  site: Site;
  type: DashboardViewType;
  /** The last factory date shown. */
  date: string;
  /** The viewer's time range (absent: each parameter's own history). */
  range?: DashboardRange | undefined;
  /** The sites the reader reaches (contracts' reachableSites): no other site's values are read. */
  reachable: readonly Site[];
}

/** The sites a parameter is read from: a site dashboard's own; a corporate one's chosen site or every factory site. */
export const sitesOf = (doc: DashboardDoc, paramSite: Site | null, asked: Site, reachable: readonly Site[]): Site[] => {
  const sites: Site[] = doc.TYPE === 'S' ? [doc.SITE] : paramSite ? [paramSite] : [...FACTORY_SITES];
  return sites.filter((site) => reachable.includes(site) && (doc.TYPE === 'S' || isCentralOffice(asked) || site === asked));
};

/** The factory dates of the longest history, oldest first: the days the answer's hour keys index (columns.ts). */
const answerDates = (toDate: string, parameters: readonly DashboardParameter[]): string[] => {
  const days = Math.max(1, ...parameters.map((p) => p.history));
  return Array.from({ length: days }, (_, i) => addDays(toDate, i + 1 - days));
};

/**
 * Days the range shows up to the date (null: each parameter's own history). The operation: from the start
 * of the earliest operation of the type, at the sites read, that covers the date; none: own histories.
 */
export const rangeDays = (range: DashboardRange | undefined, date: string, operations: readonly OperationDoc[]): number | null => {
  if (range === undefined) return null;
  if (range !== 'operation') return RANGE_DAYS[range];
  const starts = operations.filter((o) => o.START_DATE <= date && date <= o.END_DATE).map((o) => o.START_DATE);
  if (starts.length === 0) return null;
  const first = starts.reduce((a, b) => (a < b ? a : b));
  return Math.min(OPERATION_RANGE_MAX_DAYS, daysBetween(first, date) + 1);
};

/** What a parameter reads: per site, the ids of its history's value documents, from the answer's day `firstDay`. */
interface ParameterPlan {
  parameter: DashboardParameter;
  firstDay: number;
  sites: { site: Site; ids: string[] }[];
}

const planOf = (doc: DashboardDoc, parameter: DashboardParameter, dates: readonly string[], query: DashboardDataQuery): ParameterPlan => {
  const firstDay = Math.max(0, dates.length - parameter.history);
  const own = dates.slice(firstDay);
  const sites = sitesOf(doc, parameter.paramSite, query.site, query.reachable);
  return {
    parameter,
    firstDay,
    sites: sites.map((site) => ({ site, ids: own.map((date) => parameterValueDocId(site, parameter.code, date)) })),
  };
};

/** A site's values over a parameter's days (hours in order: integer keys iterate ascending), entered under its operations of the type. */
const valuesOf = (
  site: Site,
  ids: readonly string[],
  firstDay: number,
  days: ReadonlyMap<string, ParameterValueDoc>,
  operations: ReadonlySet<string>,
): SiteValues => {
  const values: SiteValues = { site, keys: [], values: [] };
  ids.forEach((id, i) => {
    for (const [hour, cell] of Object.entries(days.get(id)?.HOURS ?? {})) {
      if (!operations.has(cell.operation)) continue;
      values.keys.push(hourKey(firstDay + i, Number(hour)));
      values.values.push(cell.value);
    }
  });
  return values;
};

/**
 * Spec 1 §3 Dashboard data, from read models only: per parameter its name, precision, goal, target and
 * the values of its history up to the date, entered under operations of the asked type (BC or JR); in
 * columns over the hours they share (columns.ts). Every value document is read by id, in one read
 * (through the documents kept between reads: valueDays.ts).
 */
export const readDashboardData = async (
  store: ReadStore,
  doc: DashboardDoc,
  query: DashboardDataQuery,
  readDays: ReadValueDays,
): Promise<DashboardDataDto> => {
  const operations = await store.find<OperationDoc>(OPERATIONS_COLLECTION, { where: { TYPE_ID: query.type } });
  const readSites = new Set<string>(doc.PARAMETERS.flatMap((p) => sitesOf(doc, p.paramSite, query.site, query.reachable)));
  const days = rangeDays(
    query.range,
    query.date,
    operations.filter((o) => readSites.has(o.SITE)),
  );
  const parameters = days === null ? doc.PARAMETERS : doc.PARAMETERS.map((p) => ({ ...p, history: days }));
  const dates = answerDates(query.date, parameters);
  const plans = parameters.map((parameter) => planOf(doc, parameter, dates, query));
  const bySite = Map.groupBy(operations, (o) => o.SITE);
  const operationsAt = new Map([...bySite].map(([site, ofSite]) => [site, new Set(ofSite.map((o) => o.OPTN_CODE))]));
  const definitions = await store.getMany<ParameterDoc>(
    PARAMETERS_COLLECTION,
    plans.flatMap(({ parameter, sites }) => sites.map(({ site }) => parameterId(site, parameter.code))),
  );
  const valueDays = await readDays(plans.flatMap(({ sites }) => sites.flatMap(({ ids }) => ids)));
  const described = await Promise.all(
    plans.map(async ({ parameter, sites }): Promise<Omit<DashboardSeriesDto, 'sites'>> => {
      const definition = sites.map(({ site }) => definitions.get(parameterId(site, parameter.code))).find((d) => d !== undefined);
      const targetSite = sites[0]?.site;
      const target =
        parameter.targetCode && targetSite
          ? await latestValueBefore(store, targetSite, parameter.targetCode, addDays(query.date, 1))
          : null;
      return {
        CODE: parameter.code,
        Name: parameter.label || [definition?.HEADING1, definition?.HEADING2].filter(Boolean).join(' ') || parameter.code,
        Precision: definition?.DISPLAY_PRECISION ?? 0,
        Units: definition?.UNITS ?? null,
        Goal: parameter.goal,
        Target: target,
        History: parameter.history,
      };
    }),
  );
  const { axis, values } = toColumns(
    dates,
    plans.map(({ firstDay, sites }) =>
      sites.map(({ site, ids }) => {
        const all = valuesOf(site, ids, firstDay, valueDays, operationsAt.get(site) ?? new Set());
        return doc.DATA_TYPE === 'H' ? all : lastOfEachDay(all);
      }),
    ),
  );
  return { axis, series: described.map((series, i) => ({ ...series, sites: values[i] ?? [] })) };
};
