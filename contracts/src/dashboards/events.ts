import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { FACTORY_SITES, Site } from '../sites.ts';
import { PLAYLIST_EVENTS } from './playlists.ts';
import { ChartHeightName, DashboardDataType, DashboardFormat, DASHBOARD_TYPES, Goal, LayoutPart } from './schemas.ts';

const Ref = z.object({ id: z.number().int(), site: Site });
const Part = Ref.extend({ no: z.number().int() });
/** A dashboard parameter's settings; `paramSite` null: every factory site (corporate) or the dashboard's own site. */
const ParameterSettings = z.object({
  targetCode: z.string().nullable(),
  history: z.number().int(),
  label: z.string(),
  goal: Goal,
  paramSite: z.enum(FACTORY_SITES).nullable(),
});
export type DashboardParameterSettings = z.infer<typeof ParameterSettings>;

export const DashboardCreated = defineEvent(
  'DashboardCreated',
  Ref.extend({ type: z.enum(DASHBOARD_TYPES), description: z.string(), format: DashboardFormat, dataType: DashboardDataType }),
);
export const DashboardUpdated = defineEvent(
  'DashboardUpdated',
  Ref.extend({ description: z.string(), format: DashboardFormat, dataType: DashboardDataType }),
);
export const DashboardArchived = defineEvent('DashboardArchived', Ref);
/** Parameters are appended at the end; `no` numbers them within the dashboard (never reused). */
export const DashboardParameterAdded = defineEvent(
  'DashboardParameterAdded',
  Part.extend({ code: z.string() }).extend(ParameterSettings.shape),
);
export const DashboardParameterUpdated = defineEvent('DashboardParameterUpdated', Part.extend(ParameterSettings.shape));
export const DashboardParameterRemoved = defineEvent('DashboardParameterRemoved', Part);
export const DashboardParametersSwapped = defineEvent('DashboardParametersSwapped', Part.extend({ otherNo: z.number().int() }));
export const DashboardLayoutItemAdded = defineEvent(
  'DashboardLayoutItemAdded',
  Part.extend({ row: z.number().int(), col: z.number().int(), part: LayoutPart }),
);
export const DashboardLayoutItemRemoved = defineEvent('DashboardLayoutItemRemoved', Part);
/** Every item's place after the grid editor's Save; width null: the row's width shared; height null: a table's own. */
export const LayoutPlace = z.object({
  no: z.number().int(),
  row: z.number().int(),
  col: z.number().int(),
  width: z.number().int().nullable(),
  height: ChartHeightName.nullable(),
});
export type LayoutPlace = z.infer<typeof LayoutPlace>;
export const DashboardLayoutItemsArranged = defineEvent('DashboardLayoutItemsArranged', Ref.extend({ places: z.array(LayoutPlace) }));
export const DashboardIdAllocated = defineEvent('DashboardIdAllocated', z.object({ id: z.number().int() }));

export type DashboardCreated = EventOf<typeof DashboardCreated>;
export type DashboardUpdated = EventOf<typeof DashboardUpdated>;
export type DashboardArchived = EventOf<typeof DashboardArchived>;
export type DashboardParameterAdded = EventOf<typeof DashboardParameterAdded>;
export type DashboardParameterUpdated = EventOf<typeof DashboardParameterUpdated>;
export type DashboardParameterRemoved = EventOf<typeof DashboardParameterRemoved>;
export type DashboardParametersSwapped = EventOf<typeof DashboardParametersSwapped>;
export type DashboardLayoutItemAdded = EventOf<typeof DashboardLayoutItemAdded>;
export type DashboardLayoutItemRemoved = EventOf<typeof DashboardLayoutItemRemoved>;
export type DashboardLayoutItemsArranged = EventOf<typeof DashboardLayoutItemsArranged>;
export type DashboardIdAllocated = EventOf<typeof DashboardIdAllocated>;

export type DashboardEvent =
  | DashboardCreated
  | DashboardUpdated
  | DashboardArchived
  | DashboardParameterAdded
  | DashboardParameterUpdated
  | DashboardParameterRemoved
  | DashboardParametersSwapped
  | DashboardLayoutItemAdded
  | DashboardLayoutItemRemoved
  | DashboardLayoutItemsArranged;

export const DASHBOARD_EVENT_TYPES = [
  'DashboardCreated',
  'DashboardUpdated',
  'DashboardArchived',
  'DashboardParameterAdded',
  'DashboardParameterUpdated',
  'DashboardParameterRemoved',
  'DashboardParametersSwapped',
  'DashboardLayoutItemAdded',
  'DashboardLayoutItemRemoved',
  'DashboardLayoutItemsArranged',
] as const satisfies readonly DashboardEvent['type'][];

export const DASHBOARD_EVENTS = [
  DashboardCreated,
  DashboardUpdated,
  DashboardArchived,
  DashboardParameterAdded,
  DashboardParameterUpdated,
  DashboardParameterRemoved,
  DashboardParametersSwapped,
  DashboardLayoutItemAdded,
  DashboardLayoutItemRemoved,
  DashboardLayoutItemsArranged,
  DashboardIdAllocated,
  ...PLAYLIST_EVENTS,
] as const;

/** Stream id factories: one stream per dashboard; ids from one counter stream. */
export const dashboardStream = (id: number): string => `dashboard-${id}`;
export const DASHBOARD_COUNTER_STREAM = 'dashboardCounter-ids';
