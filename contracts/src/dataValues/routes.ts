import { z } from 'zod';
import { ScreenColumnDto } from '../dataScreens/schemas.ts';
import { defineRoute, WriteResult } from '../http/route.ts';
import { DATA_MESSAGES } from './messages.ts';
import {
  CcfColumnInfo,
  DailyDataParams,
  DataPoint,
  DataPointsParams,
  DataRow,
  GridHeadingParams,
  HourlyDataParams,
  RecalculateParams,
  RecalculateQuery,
} from './readSchemas.ts';
import { AsOfQuery } from '../timeTravel/schemas.ts';
import { SubmitDataBody, SubmitDataResult } from './schemas.ts';

/** A grid column: the screen member joined with its parameter, plus its CCF state for the operation. */
export const GridColumnDto = ScreenColumnDto.extend(CcfColumnInfo.shape);
export type GridColumnDto = z.infer<typeof GridColumnDto>;

export const dataValueRoutes = {
  submitData: defineRoute({
    method: 'POST',
    path: '/data',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    writeAccess: 1,
    notAtCentralOffice: DATA_MESSAGES.centralOffice,
    summary: 'Submit a grid of change records as one atomic, idempotent append (raises or pends CCFs with it); 409 names stale cells',
    body: SubmitDataBody,
    response: SubmitDataResult,
  }),
  gridHeading: defineRoute({
    method: 'GET',
    path: '/data-screen/heading/:screenId/:operation/:type/:date/:hourMode',
    service: 'query',
    permission: 'VIEW_DATA_SCREENS',
    summary: "A grid's columns with each parameter's CCF thresholds, CCF status and label, and the value before the first row",
    params: GridHeadingParams,
    query: AsOfQuery,
    response: z.array(GridColumnDto),
  }),
  hourlyGridData: defineRoute({
    method: 'GET',
    path: '/data-screen/hourly-data-ds/:operation/:screenId/:date/:hourMode',
    service: 'query',
    permission: 'VIEW_DATA_SCREENS',
    summary: "Rows of an hourly grid: the factory day's hours up to the hour mode's hour (NOW current, END the whole day)",
    params: HourlyDataParams,
    query: AsOfQuery,
    response: z.array(DataRow),
  }),
  dailyGridData: defineRoute({
    method: 'GET',
    path: '/data-screen/daily-data/:operation/:screenId/:date',
    service: 'query',
    permission: 'VIEW_DATA_SCREENS',
    summary: 'Rows of a daily grid: the days Monday..Sunday of the factory week containing the date',
    params: DailyDataParams,
    query: AsOfQuery,
    response: z.array(DataRow),
  }),
  dataPoints: defineRoute({
    method: 'GET',
    path: '/data/:site/:code/:fromDate/:toDate',
    service: 'query',
    permission: 'authenticated',
    summary: "A parameter's values between two factory dates (at most a year), oldest first; own site unless central office",
    params: DataPointsParams,
    query: AsOfQuery,
    response: z.array(DataPoint),
  }),
  requestRecalculation: defineRoute({
    method: 'POST',
    path: '/data/recalculate/:operation',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    writeAccess: 1,
    notAtCentralOffice: DATA_MESSAGES.centralOffice,
    summary: "Ask the recalculation job to recompute the operation's calculated values (from ?from=, else the operation start)",
    params: RecalculateParams,
    query: RecalculateQuery,
    response: WriteResult,
  }),
};
