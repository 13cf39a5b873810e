import type { DomainEvent } from '../events/envelope.ts';
import type { Site } from '../sites.ts';
import type { ScreenArea, ScreenType } from './schemas.ts';

interface ScreenRef {
  id: number;
  site: Site;
}
export interface ScreenFields {
  description: string;
  accessLevel: number;
  area: ScreenArea;
}

/** `copiedFrom`: the screen this one duplicates (its members follow as DataScreenMemberAdded). */
export type DataScreenCreated = DomainEvent<'DataScreenCreated', ScreenRef & ScreenFields & { screenType: ScreenType; copiedFrom?: number }>;
export type DataScreenUpdated = DomainEvent<'DataScreenUpdated', ScreenRef & ScreenFields>;
export type DataScreenArchived = DomainEvent<'DataScreenArchived', ScreenRef>;
/** Members are appended at the end; memberNo numbers them within the screen (never reused). */
export type DataScreenMemberAdded = DomainEvent<'DataScreenMemberAdded', ScreenRef & { memberNo: number; code: string; separator: boolean }>;
export type DataScreenMemberRemoved = DomainEvent<'DataScreenMemberRemoved', ScreenRef & { memberNo: number }>;
export type DataScreenMembersSwapped = DomainEvent<'DataScreenMembersSwapped', ScreenRef & { memberNo: number; otherNo: number }>;
/** The member now sits at `sequence` (1-based); the members between its old and new place shift by one. */
export type DataScreenMemberMoved = DomainEvent<'DataScreenMemberMoved', ScreenRef & { memberNo: number; sequence: number }>;
export type DataScreenSeparatorSet = DomainEvent<'DataScreenSeparatorSet', ScreenRef & { memberNo: number; separator: boolean }>;

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
export type DataScreenIdAllocated = DomainEvent<'DataScreenIdAllocated', { id: number }>;

/** A user's favourites (one stream per user). */
export type FavouriteScreenAdded = DomainEvent<'FavouriteScreenAdded', { username: string; screenId: number; site: Site }>;
export type FavouriteScreenRemoved = DomainEvent<'FavouriteScreenRemoved', { username: string; screenId: number }>;
export type FavouriteScreensCleared = DomainEvent<'FavouriteScreensCleared', { username: string }>;
export type FavouriteEvent = FavouriteScreenAdded | FavouriteScreenRemoved | FavouriteScreensCleared;
export const FAVOURITE_EVENT_TYPES = ['FavouriteScreenAdded', 'FavouriteScreenRemoved', 'FavouriteScreensCleared'] as const satisfies readonly FavouriteEvent['type'][];

/** The access log: a user opened a screen (one stream per user; the name as it was then). */
export type DataScreenViewed = DomainEvent<'DataScreenViewed', { viewId: string; username: string; screenId: number; site: Site; description: string }>;

/** Stream id factories. */
export const dataScreenStream = (id: number): string => `dataScreen-${id}`;
export const DATA_SCREEN_COUNTER_STREAM = 'dataScreenCounter-ids';
export const favouritesStream = (username: string): string => `dataScreenFavourites-${username.toLowerCase()}`;
export const screenLogStream = (username: string): string => `dataScreenLog-${username.toLowerCase()}`;
