import { z } from 'zod';
import { defineEvent, type EventOf } from '../events/define.ts';
import { Site } from '../sites.ts';
import { ScreenArea, ScreenType } from './schemas.ts';

const ScreenRef = z.object({ id: z.number().int(), site: Site });
const ScreenFields = z.object({ description: z.string(), accessLevel: z.number().int(), area: ScreenArea });
export type ScreenFields = z.infer<typeof ScreenFields>;
const Member = ScreenRef.extend({ memberNo: z.number().int() });

/** `copiedFrom`: the screen this one duplicates (its members follow as DataScreenMemberAdded). */
export const DataScreenCreated = defineEvent(
  'DataScreenCreated',
  ScreenRef.extend(ScreenFields.shape).extend({ screenType: ScreenType, copiedFrom: z.number().int().optional() }),
);
export const DataScreenUpdated = defineEvent('DataScreenUpdated', ScreenRef.extend(ScreenFields.shape));
export const DataScreenArchived = defineEvent('DataScreenArchived', ScreenRef);
/** Members are appended at the end; memberNo numbers them within the screen (never reused). */
export const DataScreenMemberAdded = defineEvent('DataScreenMemberAdded', Member.extend({ code: z.string(), separator: z.boolean() }));
export const DataScreenMemberRemoved = defineEvent('DataScreenMemberRemoved', Member);
export const DataScreenMembersSwapped = defineEvent('DataScreenMembersSwapped', Member.extend({ otherNo: z.number().int() }));
/** The member now sits at `sequence` (1-based); the members between its old and new place shift by one. */
export const DataScreenMemberMoved = defineEvent('DataScreenMemberMoved', Member.extend({ sequence: z.number().int() }));
export const DataScreenSeparatorSet = defineEvent('DataScreenSeparatorSet', Member.extend({ separator: z.boolean() }));
export type DataScreenCreated = EventOf<typeof DataScreenCreated>;
export type DataScreenUpdated = EventOf<typeof DataScreenUpdated>;
export type DataScreenArchived = EventOf<typeof DataScreenArchived>;
export type DataScreenMemberAdded = EventOf<typeof DataScreenMemberAdded>;
export type DataScreenMemberRemoved = EventOf<typeof DataScreenMemberRemoved>;
export type DataScreenMembersSwapped = EventOf<typeof DataScreenMembersSwapped>;
export type DataScreenMemberMoved = EventOf<typeof DataScreenMemberMoved>;
export type DataScreenSeparatorSet = EventOf<typeof DataScreenSeparatorSet>;

export type DataScreenEvent =
  | DataScreenCreated
  | DataScreenUpdated
  | DataScreenArchived
  | DataScreenMemberAdded
  | DataScreenMemberRemoved
  | DataScreenMembersSwapped
  | DataScreenMemberMoved
  | DataScreenSeparatorSet;

export const DATA_SCREEN_EVENT_TYPES = [
  'DataScreenCreated',
  'DataScreenUpdated',
  'DataScreenArchived',
  'DataScreenMemberAdded',
  'DataScreenMemberRemoved',
  'DataScreenMembersSwapped',
  'DataScreenMemberMoved',
  'DataScreenSeparatorSet',
] as const satisfies readonly DataScreenEvent['type'][];

/** Screen ids come from one counter stream: each allocation is appended at the expected revision. */
export const DataScreenIdAllocated = defineEvent('DataScreenIdAllocated', z.object({ id: z.number().int() }));
export type DataScreenIdAllocated = EventOf<typeof DataScreenIdAllocated>;

/** A user's favourites (one stream per user). */
export const FavouriteScreenAdded = defineEvent(
  'FavouriteScreenAdded',
  z.object({ username: z.string(), screenId: z.number().int(), site: Site }),
);
export const FavouriteScreenRemoved = defineEvent('FavouriteScreenRemoved', z.object({ username: z.string(), screenId: z.number().int() }));
export const FavouriteScreensCleared = defineEvent('FavouriteScreensCleared', z.object({ username: z.string() }));
export type FavouriteScreenAdded = EventOf<typeof FavouriteScreenAdded>;
export type FavouriteScreenRemoved = EventOf<typeof FavouriteScreenRemoved>;
export type FavouriteScreensCleared = EventOf<typeof FavouriteScreensCleared>;
export type FavouriteEvent = FavouriteScreenAdded | FavouriteScreenRemoved | FavouriteScreensCleared;
export const FAVOURITE_EVENT_TYPES = [
  'FavouriteScreenAdded',
  'FavouriteScreenRemoved',
  'FavouriteScreensCleared',
] as const satisfies readonly FavouriteEvent['type'][];

/** The access log: a user opened a screen (one stream per user; the name as it was then). */
export const DataScreenViewed = defineEvent(
  'DataScreenViewed',
  z.object({ viewId: z.string(), username: z.string(), screenId: z.number().int(), site: Site, description: z.string() }),
);
export type DataScreenViewed = EventOf<typeof DataScreenViewed>;

export const DATA_SCREEN_EVENTS = [
  DataScreenCreated,
  DataScreenUpdated,
  DataScreenArchived,
  DataScreenMemberAdded,
  DataScreenMemberRemoved,
  DataScreenMembersSwapped,
  DataScreenMemberMoved,
  DataScreenSeparatorSet,
  DataScreenIdAllocated,
  FavouriteScreenAdded,
  FavouriteScreenRemoved,
  FavouriteScreensCleared,
  DataScreenViewed,
] as const;

/** Stream id factories. */
export const dataScreenStream = (id: number): string => `dataScreen-${id}`;
export const DATA_SCREEN_COUNTER_STREAM = 'dataScreenCounter-ids';
export const favouritesStream = (username: string): string => `dataScreenFavourites-${username.toLowerCase()}`;
export const screenLogStream = (username: string): string => `dataScreenLog-${username.toLowerCase()}`;
