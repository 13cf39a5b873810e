import { z } from 'zod';
import { defineRoute, WriteResult } from '../http/route.ts';
import { FavouriteDto, ScreenIdRefParams, ScreenLogEntryDto, ScreenLogParams } from './schemas.ts';
import { DATA_SCREENS_READ_MODELS } from './readModels.ts';

/** Spec 3 §7 data-screen-favourites and data-screen-log calls (the profile page, the user form, data entry). */
export const favouriteRoutes = {
  addFavourite: defineRoute({
    method: 'POST',
    path: '/data-screen-favourites/:screenId',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    writeAccess: 0,
    summary: 'Add a screen the user may open to their favourites (the data entry star)',
    params: ScreenIdRefParams,
    response: WriteResult,
  }),
  listFavourites: defineRoute({
    method: 'GET',
    path: '/data-screen-favourites',
    service: 'query',
    reads: [DATA_SCREENS_READ_MODELS.screenFavourites],
    permission: 'authenticated',
    summary: "The signed-in user's favourite screens at every site, by name",
    response: z.array(FavouriteDto),
  }),
  getFavourite: defineRoute({
    method: 'GET',
    path: '/data-screen-favourites/:screenId',
    service: 'query',
    reads: [DATA_SCREENS_READ_MODELS.dataScreens, DATA_SCREENS_READ_MODELS.screenFavourites],
    permission: 'authenticated',
    summary: "One of your own favourites, by its screen's ID (404 unless it is yours; 403 for a site the session does not reach)",
    params: ScreenIdRefParams,
    response: FavouriteDto,
  }),
  removeFavourite: defineRoute({
    method: 'DELETE',
    path: '/data-screen-favourites/:screenId',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Remove a screen from your favourites',
    params: ScreenIdRefParams,
    response: WriteResult,
  }),
  clearFavourites: defineRoute({
    method: 'DELETE',
    path: '/data-screen-favourites',
    service: 'command',
    permission: 'authenticated',
    writeAccess: 0,
    summary: 'Remove every favourite of the signed-in user',
    response: WriteResult,
  }),
};

export const screenLogRoutes = {
  logScreenView: defineRoute({
    method: 'POST',
    path: '/data-screen-log/:screenId',
    service: 'command',
    permission: 'VIEW_DATA_SCREENS',
    writeAccess: 0,
    summary: 'Record that the user opened a screen (fire and forget)',
    params: ScreenIdRefParams,
    response: WriteResult,
  }),
  listScreenLog: defineRoute({
    method: 'GET',
    path: '/data-screen-log/:site/:userId/:from/:to',
    service: 'query',
    permission: 'authenticated',
    summary: "A user's screen openings at a site, per screen, for the days from..to (at most 31; USERS or the user)",
    params: ScreenLogParams,
    response: z.array(ScreenLogEntryDto),
  }),
};
