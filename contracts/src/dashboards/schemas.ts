import { z } from 'zod';
import { WriteResult } from '../http/route.ts';
import { OperationType } from '../operations/schemas.ts';
import { ParameterCode } from '../parameters/fields.ts';
import { FACTORY_SITES, Site } from '../sites.ts';
import { IsoDate } from '../operations/schemas.ts';
import { plainText } from '../shared/plainText.ts';

/** TYPE (spec 1 §3): C corporate (made and read at the Central Office), S site (made and read at a factory site). */
export const DASHBOARD_TYPES = ['C', 'S'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];
/** FORMAT_TYPE (spec 2 §3): 1 Desktop (the grid), 2 Mobile (columns stacked). */
export const DASHBOARD_FORMATS = { 1: 'Desktop', 2: 'Mobile' } as const;
export const DashboardFormat = z.union([z.literal(1), z.literal(2)], { error: 'Format must be 1 (Desktop) or 2 (Mobile)' });
export type DashboardFormat = z.infer<typeof DashboardFormat>;
/** MANAGE_TYPE (spec 2 §3): 1 standard (a chart per parameter, corporate), 2 custom layout (site dashboards). */
export type DashboardManageType = 1 | 2;
export const manageTypeOf = (type: DashboardType): DashboardManageType => (type === 'C' ? 1 : 2);
export const DASHBOARD_MANAGE_TYPES: Record<DashboardManageType, string> = { 1: 'Standard', 2: 'Custom layout' };
/** DATA_TYPE: H hourly values, D daily values (each day's last value). */
export const DASHBOARD_DATA_TYPES = { H: 'Hourly', D: 'Daily' } as const;
export const DashboardDataType = z.enum(['H', 'D'], { error: 'Data type must be H (Hourly) or D (Daily)' });
export type DashboardDataType = z.infer<typeof DashboardDataType>;
/** Dashboard types offered to viewers (spec 1 §9): Campaign and Juice Run. */
export const DASHBOARD_VIEW_TYPES = { BC: 'Campaign', JR: 'Juice Run' } as const;
export const DashboardViewType = OperationType.extract(['BC', 'JR'], { error: 'Type must be BC (Campaign) or JR (Juice Run)' });
export type DashboardViewType = z.infer<typeof DashboardViewType>;

export const DASHBOARD_NAME_MAX = 60;
export const DashboardName = z
  .string({ error: 'Title is required' })
  .trim()
  .min(1, 'Title is required')
  .max(DASHBOARD_NAME_MAX, `Title must be at most ${DASHBOARD_NAME_MAX} characters`)
  .refine(...plainText('Title'));

/** Spec 2 §5, §9: history 1 to 28 days (default 7); layout rows and columns 1 to 12. */
export const HISTORY_MIN = 1;
export const HISTORY_MAX = 28;
export const HISTORY_DEFAULT = 7;
export const GRID_MAX = 12;
export const History = z
  .number({ error: 'History must be a number of days' })
  .int('History must be a whole number of days')
  .min(HISTORY_MIN, `History must be ${HISTORY_MIN} to ${HISTORY_MAX} days`)
  .max(HISTORY_MAX, `History must be ${HISTORY_MIN} to ${HISTORY_MAX} days`);
const GridNumber = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 to ${GRID_MAX}`)
    .max(GRID_MAX, `${name} must be 1 to ${GRID_MAX}`);

export const GOALS = ['Min', 'Max'] as const;
export const Goal = z.enum(GOALS, { error: 'Goal must be Min or Max' });
export type Goal = z.infer<typeof Goal>;
export const LABEL_MAX = 60;
const Label = z
  .string()
  .trim()
  .max(LABEL_MAX, `Label must be at most ${LABEL_MAX} characters`)
  .refine(...plainText('Label'));
const OptionalCode = z.union([ParameterCode, z.literal('').transform(() => null), z.null()]).optional();
const FactorySite = z.enum(FACTORY_SITES, { error: 'Site must be a factory site' });
const OptionalSite = z.union([FactorySite, z.literal('').transform(() => null), z.null()]).optional();

/** POST /dashboard (spec 1 §7): the site and type come from the caller's token. */
export const CreateDashboardBody = z.object({ description: DashboardName, format: DashboardFormat });
export type CreateDashboardBody = z.infer<typeof CreateDashboardBody>;
/** PATCH /dashboard/:id (spec 2 §7): name and format; the data type optionally. */
export const UpdateDashboardBody = CreateDashboardBody.extend({ dataType: DashboardDataType.optional() });
export type UpdateDashboardBody = z.infer<typeof UpdateDashboardBody>;

/** POST /dashboard-parameters/:id (spec 2 §7); site only on corporate dashboards (null: every factory site). */
export const AddDashboardParameterBody = z.object({
  code: ParameterCode,
  targetCode: OptionalCode,
  history: History.default(HISTORY_DEFAULT),
  label: Label.default(''),
  goal: Goal.default('Max'),
  site: OptionalSite,
});
export type AddDashboardParameterBody = z.input<typeof AddDashboardParameterBody>;
/** PATCH /dashboard-parameters/:id (spec 2 §7). */
export const UpdateDashboardParameterBody = z.object({
  target: OptionalCode,
  history: History,
  label: Label.default(''),
  goal: Goal,
  site: OptionalSite,
});
export type UpdateDashboardParameterBody = z.input<typeof UpdateDashboardParameterBody>;

/** Chart and table configs (spec 2 §3 Layout item); empty min and max are omitted (spec 2 §5). */
export const CHART_TYPES = ['area', 'scatter', 'bar'] as const;
export const CHART_HEIGHTS = { small: 200, medium: 275, large: 350 } as const;
export type ChartHeight = keyof typeof CHART_HEIGHTS;
const OptionalNumber = z
  .union([z.number({ error: 'must be a number' }), z.literal('').transform(() => undefined), z.null().transform(() => undefined)])
  .optional();
export const ChartConfig = z
  .object({
    parameter: ParameterCode,
    type: z.enum(CHART_TYPES, { error: 'Chart type must be area, scatter or bar' }),
    min: OptionalNumber,
    max: OptionalNumber,
    target: OptionalNumber,
    height: z.enum(['small', 'medium', 'large'], { error: 'Height must be small, medium or large' }),
  })
  .transform(({ min, max, target, ...rest }) => ({
    ...rest,
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(target === undefined ? {} : { target }),
  }));
export type ChartConfig = z.output<typeof ChartConfig>;
/** A stored chart config as answered (min, max and target only when set). */
export const ChartConfigDto = z.object({
  parameter: z.string(),
  type: z.enum(CHART_TYPES),
  min: z.number().optional(),
  max: z.number().optional(),
  target: z.number().optional(),
  height: z.enum(['small', 'medium', 'large']),
});
export const TableConfig = z.object({ codes: z.array(ParameterCode, { error: 'invalid Parameter List' }) });
export type TableConfig = z.infer<typeof TableConfig>;
export const LAYOUT_COMPONENTS = ['TimeseriesChart', 'TimeseriesTable'] as const;
export type LayoutComponent = (typeof LAYOUT_COMPONENTS)[number];
/** A stored layout item's component and config (what the events carry). */
export const LayoutPart = z.discriminatedUnion('component', [
  z.object({ component: z.literal('TimeseriesChart'), config: ChartConfig }),
  z.object({ component: z.literal('TimeseriesTable'), config: TableConfig }),
]);
export type LayoutPart = z.output<typeof LayoutPart>;
/** POST /dashboard-layout/:dashboardId (spec 2 §7): row, column, component and config. */
export const AddLayoutItemBody = z.object({ row: GridNumber('Row'), column: GridNumber('Column') }).and(LayoutPart);
export type AddLayoutItemBody = z.input<typeof AddLayoutItemBody>;

const IdText = z
  .string()
  .regex(/^[1-9]\d{0,8}$/, 'Invalid dashboard id')
  .transform(Number);
/** A parameter or layout item id: `<dashboard id>-<number>`, so its route finds the dashboard's stream. */
export const DashboardPartId = z.string().regex(/^[1-9]\d{0,8}-[1-9]\d{0,5}$/, 'Invalid id');
export const partIdOf = (dashboardId: number, no: number): string => `${dashboardId}-${no}`;
export const splitPartId = (id: string): { dashboardId: number; no: number } => {
  const [dashboardId, no] = id.split('-').map(Number);
  return { dashboardId: dashboardId ?? 0, no: no ?? 0 };
};
/** A chart's height on the page: also what a vertical resize in the grid editor sets. */
export const ChartHeightName = z.enum(['small', 'medium', 'large'], { error: 'Height must be small, medium or large' });
/**
 * PUT /dashboard-layout/{dashboardId} (the grid editor's Save): every layout item's row, column and width in
 * twelfths of the row (absent: the row's width shared), and a chart's height. Rows and columns keep the spec's meaning.
 */
export const ArrangeLayoutBody = z.object({
  items: z
    .array(
      z.object({
        id: DashboardPartId,
        row: GridNumber('Row'),
        column: GridNumber('Column'),
        width: GridNumber('Width').optional(),
        height: ChartHeightName.optional(),
      }),
    )
    .max(GRID_MAX * GRID_MAX, 'Too many layout items'),
});
export type ArrangeLayoutBody = z.input<typeof ArrangeLayoutBody>;
export const DashboardIdParams = z.object({ id: IdText });
export const DashboardRefParams = z.object({ dashboardId: IdText });
export const DashboardPartParams = z.object({ id: DashboardPartId });
// POST /dashboard-layout/{dashboardId} and DELETE /dashboard-layout/{id} (spec 2 §7) are one path to OpenAPI, which allows
// one name for its parameter: `ref`, the dashboard's ID for POST and the layout item's ID for DELETE.
export const LayoutAddParams = z.object({ ref: IdText.describe('POST and PUT: the dashboard ID') });
export const LayoutItemParams = z.object({ ref: DashboardPartId.describe('DELETE: the layout item ID') });
export const SwapDashboardParametersParams = z.object({ id: DashboardPartId, otherId: DashboardPartId });
export const DashboardAddressParams = z.object({ address: IdText });
export const DashboardSiteParams = z.object({ site: Site });
export const DashboardListQuery = z.object({
  manageId: z.coerce.number().int().min(1).max(2).optional(),
  formatId: z.coerce.number().int().min(1).max(2).optional(),
});
/**
 * The dashboard's time range (its viewers' control): the last factory day (24 factory hours), 7 or 28 days,
 * or the operation of the asked type that covers the date, from its start (at most OPERATION_RANGE_MAX_DAYS).
 * Absent: each parameter's own history (spec 2 §3).
 */
export const DASHBOARD_RANGES = { '24h': 'Last 24 h', '7d': 'Last 7 days', '28d': 'Last 28 days', operation: 'The operation' } as const;
export const DashboardRange = z.enum(['24h', '7d', '28d', 'operation'], { error: 'Range must be 24h, 7d, 28d or operation' });
export type DashboardRange = z.infer<typeof DashboardRange>;
export const RANGE_DAYS = { '24h': 1, '7d': 7, '28d': 28 } as const;
export const OPERATION_RANGE_MAX_DAYS = 140;
export const DashboardDataQuery = z.object({ range: DashboardRange.optional() });
export const DashboardDataParams = z.object({ site: Site, dashboardId: IdText, type: DashboardViewType, date: IsoDate });

/** Spec 2 §3 Dashboard; ADDRESS is what /dashboards/{address} names it by. */
export const DashboardDto = z.object({
  ID: z.number().int(),
  ADDRESS: z.string(),
  DESCRIPTION: z.string(),
  DATA_TYPE: DashboardDataType,
  MANAGE_TYPE: z.union([z.literal(1), z.literal(2)]),
  FORMAT_TYPE: DashboardFormat,
  SITE: Site,
  TYPE: z.enum(DASHBOARD_TYPES),
  LAST_UPDATED_DTS: z.string(),
  LAST_UPDATED_BY: z.string(),
});
export type DashboardDto = z.infer<typeof DashboardDto>;
/** Spec 2 §3 Dashboard parameter (SITE null: every factory site). */
export const DashboardParameterDto = z.object({
  ID: DashboardPartId,
  PARM_CODE: z.string(),
  TARGET_CODE: z.string().nullable(),
  HISTORY: z.number().int(),
  LABEL: z.string(),
  GOAL: Goal,
  SITE: Site.nullable(),
  LONG_SITE: z.string().nullable(),
  SEQ_NO: z.number().int(),
});
export type DashboardParameterDto = z.infer<typeof DashboardParameterDto>;
/** Spec 2 §3 Layout item. */
export const LayoutItemDto = z.object({
  ID: DashboardPartId,
  ROW_NO: z.number().int(),
  COL_NO: z.number().int(),
  /** Twelfths of the row's width the item takes; absent on items never resized: the row's width is shared. */
  WIDTH: z.number().int().optional(),
  COMPONENT: z.enum(LAYOUT_COMPONENTS),
  CONFIG: z.union([ChartConfigDto, TableConfig]),
});
export type LayoutItemDto = z.infer<typeof LayoutItemDto>;
/** Spec 1 §3 Layout: rows of columns, by ROW_NO then COL_NO. */
export const DashboardLayoutDto = z.object({
  dashboard: DashboardDto,
  rows: z.array(z.object({ ROW_NO: z.number().int(), columns: z.array(LayoutItemDto) })),
});
export type DashboardLayoutDto = z.infer<typeof DashboardLayoutDto>;

/**
 * Spec 1 §3 Dashboard data, in columns (one object per point made a 12 x 28-day hourly
 * dashboard a 1.2 MB answer). The factory hours the answer's values sit at are sent once, oldest first:
 * column `i` of every field is one hour. PARAM_DATE is its instant in epoch milliseconds.
 */
export const DashboardAxisDto = z.object({
  PARAM_DATE: z.array(z.number().int()),
  REAL_DATE: z.array(z.string()),
  REAL_HOUR: z.array(z.number().int()),
  FTR_DATE: z.array(z.string()),
  FTR_HOUR: z.array(z.number().int()),
});
export type DashboardAxisDto = z.infer<typeof DashboardAxisDto>;
/** A parameter's values at one site: PARAM_VALUE[i] at the axis' hour i (null: no value then), as long as the axis. */
export const DashboardSiteValuesDto = z.object({
  /** The site's code: one series per site on corporate dashboards. */
  SITE: Site,
  /** The site's long name (the spec's LONG_SITE, e.g. 'Bardney'): what charts and tables name the series by. */
  LONG_SITE: z.string(),
  PARAM_VALUE: z.array(z.number().nullable()),
});
export type DashboardSiteValuesDto = z.infer<typeof DashboardSiteValuesDto>;
export const DashboardSeriesDto = z.object({
  CODE: z.string(),
  Name: z.string(),
  Precision: z.number().int(),
  /** The parameter's units (e.g. 't/h'), shown on the value axis and beside values; null when it has none. */
  Units: z.string().nullable(),
  Goal: Goal,
  /** The target code's latest value in the period (null: no target code or no value). */
  Target: z.number().nullable(),
  History: z.number().int(),
  /** Per site read (one on site dashboards), the sites with no value in the period left out. */
  sites: z.array(DashboardSiteValuesDto),
});
export type DashboardSeriesDto = z.infer<typeof DashboardSeriesDto>;
/** GET /dashboard-data and /dashboard-summary: the shared hours and each parameter's series over them. */
export const DashboardDataDto = z.object({ axis: DashboardAxisDto, series: z.array(DashboardSeriesDto) });
export type DashboardDataDto = z.infer<typeof DashboardDataDto>;

export const DashboardWriteResult = WriteResult.extend({ ID: z.union([z.number().int(), DashboardPartId]) });
