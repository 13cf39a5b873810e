import { z } from 'zod';
import { DataRow } from '../dataValues/readSchemas.ts';
import { defineRoute } from '../http/route.ts';
import { AsOfQuery } from '../timeTravel/schemas.ts';
import { LiveColumnDto, LiveDailyParams, LiveHourlyParams, LiveScreenDto, LiveScreenParams, LiveSiteParams } from './schemas.ts';

/**
 * Live data (spec 3 §"Live data", §7): area V screens of a site, their headings and rows, newest first.
 * All need LIVE_DATA; :site is the caller's own site unless central office (the auth hook), and a screen
 * needs the caller's read access level, as on data entry. `?asOf=` reads the heading and rows as they stood
 * then (time travel, as on the grid).
 */
export const liveDataRoutes = {
  liveScreens: defineRoute({
    method: 'GET',
    path: '/live-data/screens/:site',
    service: 'query',
    permission: 'LIVE_DATA',
    summary: "The site's live-data screens (area V) the user may open, by name",
    params: LiveSiteParams,
    response: z.array(LiveScreenDto),
  }),
  liveHeading: defineRoute({
    method: 'GET',
    path: '/live-data/heading/:site/:screenId',
    service: 'query',
    permission: 'LIVE_DATA',
    summary: "A live screen's columns with check and absolute limits, TYPE_ID (REA may be subscribed to) and CCF label",
    params: LiveScreenParams,
    query: AsOfQuery,
    response: z.array(LiveColumnDto),
  }),
  liveHourlyData: defineRoute({
    method: 'GET',
    path: '/live-data/hourly-data/:site/:screenId/:date/:hour/:rangeDays',
    service: 'query',
    permission: 'LIVE_DATA',
    summary: 'Rows of an hourly live screen: the rangeDays x 24 factory hours ending with (date, hour), newest first',
    params: LiveHourlyParams,
    query: AsOfQuery,
    response: z.array(DataRow),
  }),
  liveDailyData: defineRoute({
    method: 'GET',
    path: '/live-data/daily-data/:site/:screenId/:date/:rangeDays',
    service: 'query',
    permission: 'LIVE_DATA',
    summary: 'Rows of a daily live screen: the rangeDays factory dates ending with date, newest first',
    params: LiveDailyParams,
    query: AsOfQuery,
    response: z.array(DataRow),
  }),
};
