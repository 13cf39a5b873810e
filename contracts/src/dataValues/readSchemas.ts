import { z } from 'zod';
import { CCF_STATUSES } from '../ccf/summary.ts';
import { ScreenIdRefParams } from '../dataScreens/schemas.ts';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';
import { GRID_TYPES, HOUR_MODES } from './grid.ts';
import { CcfLabelSchema, FactoryDate } from './schemas.ts';

// Schemas of the grid reads and the recalculation request (spec 1 §3 Data row, CCF thresholds; spec 2 §3 Data point).

export const GridTypeSchema = z.enum(GRID_TYPES, { error: 'Type must be HLY or DLY' });
export const HourModeSchema = z.enum(HOUR_MODES, { error: 'Hour mode must be NOW or END' });
const ScreenId = ScreenIdRefParams.shape.screenId;
const OperationParam = z.string().trim().toUpperCase().min(1).max(20);
const ParameterCode = z.string().trim().toUpperCase().min(1).max(40);

/** GET /data-screen/heading/:screenId/:operation/:type/:date/:hourMode */
export const GridHeadingParams = z.object({
  screenId: ScreenId,
  operation: OperationParam,
  type: GridTypeSchema,
  date: FactoryDate,
  hourMode: HourModeSchema,
});

/** GET /data-screen/hourly-data-ds/:operation/:screenId/:date/:hourMode (the spec's {type} slot carries the screen id). */
export const HourlyDataParams = z.object({ operation: OperationParam, screenId: ScreenId, date: FactoryDate, hourMode: HourModeSchema });

/** GET /data-screen/daily-data/:operation/:screenId/:date */
export const DailyDataParams = z.object({ operation: OperationParam, screenId: ScreenId, date: FactoryDate });

/** CCF information of a heading column (spec 1 §3 CCF thresholds on a parameter). */
export const CcfColumnInfo = z.object({
  /** A CCF parameter (it has a CCF analysis). */
  CCF: z.boolean(),
  /** Status of the parameter's CCF for the operation: O open, else R pending close, else null. */
  CCFS: z.enum(CCF_STATUSES).nullable(),
  /** Id of that CCF (for POST /ccf/ccfend/:id/...). */
  CCF_ID: z.string().nullable(),
  HIGHABS: z.number().nullable(),
  HIGHTRG: z.number().nullable(),
  LOWTRG: z.number().nullable(),
  LOWABS: z.number().nullable(),
  /** statusLabel(CCFS): what the column shows before anything is typed. */
  CCFLABEL: CcfLabelSchema.nullable(),
  /** The latest value before the grid's first row (the prior of its first value). */
  PREVIOUS_VALUE: z.number().nullable(),
});
export type CcfColumnInfo = z.infer<typeof CcfColumnInfo>;

/**
 * A Data row (spec 1 §3): real and factory date/hour plus one value per parameter code (null when empty).
 * REAL_* label the reading on the local clock (real = factory - 17 h; 00:00 is hour 24 of the day before).
 */
export const DataRow = z
  .object({
    REAL_DATE: IsoDate,
    REAL_HOUR: z.number().int(),
    FTR_DATE: IsoDate,
    FTR_HOUR: z.number().int(),
  })
  .catchall(z.number().nullable());
export type DataRow = z.infer<typeof DataRow>;

/** Longest range GET /data answers. */
export const MAX_DATA_RANGE_DAYS = 366;

/** GET /data/:site/:code/:fromDate/:toDate */
export const DataPointsParams = z.object({
  site: z.string().trim().toUpperCase().pipe(Site),
  code: ParameterCode,
  fromDate: FactoryDate,
  toDate: FactoryDate,
});

/** A data point (spec 2 §3): REAL_DATETIME is the reading's instant (ISO, UTC); PARAM_DATE its factory date. */
export const DataPoint = z.object({
  REAL_DATETIME: z.string(),
  PARAM_VALUE: z.number(),
  PARM_CODE: z.string(),
  OPTN_CODE: z.string(),
  PARAM_DATE: IsoDate,
  FTR_HOUR: z.number().int(),
});
export type DataPoint = z.infer<typeof DataPoint>;

/** POST /data/recalculate/:operation (?from=YYYY-MM-DD: the earliest date that changed; default the operation's start). */
export const RecalculateParams = z.object({ operation: OperationParam });
export const RecalculateQuery = z.object({ from: FactoryDate.optional() });
