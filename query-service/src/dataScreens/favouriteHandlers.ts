import {
  DATA_SCREEN_ERRORS as E,
  ERRORS,
  SCREEN_LOG_MAX_DAYS,
  addDays,
  daysBetween,
  favouriteRoutes,
  hasFlag,
  mayReachSite,
  screenLogRoutes,
  type RoutesOf,
  type ScreenLogEntryDto,
} from '@ftr/contracts';
import { instantsAtWallClock } from '@ftr/contracts/time/londonClock.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import {
  DATA_SCREENS_COLLECTION,
  SCREEN_FAVOURITES_COLLECTION,
  SCREEN_VIEWS_COLLECTION,
  screenDocId,
  type DataScreenDoc,
  type FavouritesDoc,
  type ScreenViewDoc,
} from '@ftr/read-models/dataScreens/docs.ts';
import type { QueryDeps } from '../deps.ts';
import { byName } from './dto.ts';

type ReadRoutes = RoutesOf<typeof favouriteRoutes & typeof screenLogRoutes, 'query'>;

/** The instant a London calendar day starts (midnight always exists in Europe/London). */
const dayStart = (date: string): string => {
  const [midnight] = instantsAtWallClock(date, 0);
  if (midnight === undefined) throw new RangeError(`No midnight on ${date}`);
  return new Date(midnight).toISOString();
};

/** Views grouped per screen (name as last seen), screens by name, each screen's instants in order. */
export const groupViews = (views: readonly ScreenViewDoc[]): ScreenLogEntryDto[] => {
  const byScreen = new Map<number, ScreenLogEntryDto>();
  for (const view of [...views].sort((a, b) => a.VIEWED_AT.localeCompare(b.VIEWED_AT))) {
    const entry = byScreen.get(view.SCREEN_ID) ?? { ID: view.SCREEN_ID, DESCRIPTION: view.DESCRIPTION, DATES: [] };
    entry.DESCRIPTION = view.DESCRIPTION;
    entry.DATES.push(view.VIEWED_AT);
    byScreen.set(view.SCREEN_ID, entry);
  }
  return [...byScreen.values()].sort(byName);
};

export const favouriteQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  /**
   * Every favourite of the user that still exists, at every site the account holds now (the profile
   * page): a screen of a site the account has lost is left out, its name included.
   */
  async listFavourites({ user }) {
    const favourites = await deps.readStore.get<FavouritesDoc>(SCREEN_FAVOURITES_COLLECTION, user.sub);
    const ids = (favourites?.FAVOURITES ?? []).map((f) => String(f.ID));
    const docs = await deps.readStore.getMany<DataScreenDoc>(DATA_SCREENS_COLLECTION, ids);
    return [...docs.values()]
      .filter((doc) => user.sites.includes(doc.SITE))
      .sort(byName)
      .map((doc) => ({ ID: doc.ID, DESCRIPTION: doc.DESCRIPTION, SITE: doc.SITE }));
  },
  /**
   * One favourite, the caller's own only: any other screen id (another user's favourite, an archived
   * screen) is 404, so the answer tells nothing about other users; a screen at a site the session does not
   * reach is 403, as every read of a site's record.
   */
  async getFavourite({ params, user }) {
    const favourites = await deps.readStore.get<FavouritesDoc>(SCREEN_FAVOURITES_COLLECTION, user.sub);
    const mine = favourites?.FAVOURITES.some((f) => f.ID === params.screenId) ?? false;
    const doc = mine ? await deps.readStore.get<DataScreenDoc>(DATA_SCREENS_COLLECTION, screenDocId(params.screenId)) : null;
    if (!doc) throw new AppError('not_found', E.notFavourite);
    if (!mayReachSite(user, doc.SITE)) throw new AppError('forbidden', ERRORS.wrongSite);
    return { ID: doc.ID, DESCRIPTION: doc.DESCRIPTION, SITE: doc.SITE };
  },
  /** The site is checked by the auth hook (your own unless central office); the user is you unless you hold USERS. */
  async listScreenLog({ params, user }) {
    if (params.userId !== user.sub && !hasFlag(user.flags, 'USERS')) throw new AppError('forbidden', E.logNotYours);
    if (params.to < params.from) throw new AppError('validation', E.logRangeOrder);
    if (daysBetween(params.from, params.to) + 1 > SCREEN_LOG_MAX_DAYS)
      throw new AppError('validation', E.logRangeTooLong(SCREEN_LOG_MAX_DAYS));
    const views = await deps.readStore.find<ScreenViewDoc>(SCREEN_VIEWS_COLLECTION, {
      where: { USERNAME: params.userId, SITE: params.site },
      range: { field: 'VIEWED_AT', gte: dayStart(params.from), lt: dayStart(addDays(params.to, 1)) },
    });
    return groupViews(views);
  },
});
