import { z } from 'zod';
import { ScreenColumnDto, ScreenIdNumber, ScreenIdRefParams, ScreenType } from '../dataScreens/schemas.ts';
import { CcfLabelSchema, FactoryDate } from '../dataValues/schemas.ts';
import { Position } from '../http/route.ts';
import { IsoDate } from '../operations/schemas.ts';
import { Site } from '../sites.ts';
import { isIsoDate } from '../time/calendar.ts';
import { hoursInFactoryDay } from '../time/factoryTime.ts';
import { LIVE_DATA_MESSAGES as M } from './messages.ts';
import { liveRangeDays } from './range.ts';

// Schemas of the live-data reads (spec 3 §3 Live data screen, Column heading, Data row) and its push.

const LiveSite = z.string().trim().toUpperCase().pipe(Site);
const ScreenId = ScreenIdRefParams.shape.screenId;
const wholeNumber = (message: string) =>
  z
    .string()
    .regex(/^\d{1,3}$/, message)
    .transform(Number);
const rangeOf = (type: ScreenType, message: string) => wholeNumber(message).refine((days) => liveRangeDays(type).includes(days), message);

/** GET /live-data/screens/:site */
export const LiveSiteParams = z.object({ site: LiveSite });
/** GET /live-data/heading/:site/:screenId */
export const LiveScreenParams = z.object({ site: LiveSite, screenId: ScreenId });

/** GET /live-data/hourly-data/:site/:screenId/:date/:hour/:rangeDays: the range ends with factory (date, hour). */
export const LiveHourlyParams = z
  .object({
    site: LiveSite,
    screenId: ScreenId,
    date: FactoryDate,
    hour: wholeNumber('Hour must be a whole number'),
    rangeDays: rangeOf('HLY', M.hourlyRange),
  })
  .superRefine(({ date, hour }, ctx) => {
    if (!isIsoDate(date)) return; // the date's own rule has said so
    const hours = hoursInFactoryDay(date);
    if (hour < 1 || hour > hours) ctx.addIssue({ code: 'custom', path: ['hour'], message: M.hourOutOfDay(hours, date) });
  });

/** GET /live-data/daily-data/:site/:screenId/:date/:rangeDays: the range ends with factory date `date`. */
export const LiveDailyParams = z.object({ site: LiveSite, screenId: ScreenId, date: FactoryDate, rangeDays: rangeOf('DLY', M.dailyRange) });

/** A live-data screen (spec 3 §3): a data screen of area V. */
export const LiveScreenDto = z.object({ ID: ScreenIdNumber, DESCRIPTION: z.string(), TYPE: ScreenType });
export type LiveScreenDto = z.infer<typeof LiveScreenDto>;

/**
 * A column heading (spec 3 §3): the screen column (CODE, HEADING1-3, SEPERATOR, TYPE_ID, PRECISION, the
 * check and absolute limits) plus CCFLABEL, the label of the parameter's open or pending-close CCF at the site.
 */
export const LiveColumnDto = ScreenColumnDto.extend({ CCFLABEL: CcfLabelSchema.nullable() });
export type LiveColumnDto = z.infer<typeof LiveColumnDto>;

/** Socket.IO: a wallboard asks to receive a screen's values ('liveJoin'); answered like 'join'. */
export const LiveJoinRequest = z.object({ site: Site, screenId: ScreenIdNumber });
export type LiveJoinRequest = z.infer<typeof LiveJoinRequest>;

/** One parameter's values on one factory date after a change: factory hour -> value (an emptied day is {}). */
export const LiveDayValues = z.object({ CODE: z.string(), FTR_DATE: IsoDate, HOURS: z.record(z.string(), z.number()) });
export type LiveDayValues = z.infer<typeof LiveDayValues>;

/** Socket.IO 'liveValues': the changed days of a screen's parameters, sent to the screen's live room. */
export const LiveValuesPush = z.object({ position: Position, site: Site, screenId: ScreenIdNumber, values: z.array(LiveDayValues) });
export type LiveValuesPush = z.infer<typeof LiveValuesPush>;

/**
 * Socket.IO 'liveLabels': a CCF of the screen's parameters moved (raised, pending close, closed, deleted):
 * the new CCFLABEL of each such parameter on the screen (null: no label), sent to the screen's live room.
 */
export const LiveLabelsPush = z.object({
  position: Position,
  site: Site,
  screenId: ScreenIdNumber,
  labels: z.record(z.string(), CcfLabelSchema.nullable()),
});
export type LiveLabelsPush = z.infer<typeof LiveLabelsPush>;

export const LIVE_DATA_EVENTS = { join: 'liveJoin', values: 'liveValues', labels: 'liveLabels' } as const;

/** The room of one live screen's wallboards (joined through 'liveJoin' only, which checks LIVE_DATA and access). */
export const liveRoom = (site: Site, screenId: number): string => `live:${site}:${screenId}`;
