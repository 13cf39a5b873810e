import {
  DEFAULT_OPERATIONS_PAGE_SIZE,
  ERRORS,
  factoryToday,
  mayReachSite,
  operationStatus,
  reachableSites,
  RECENT_OPERATIONS,
  type OperationDto,
  type operationRoutes,
  type RoutesOf,
  type Site,
  type TokenClaims,
} from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { FindQuery } from '@ftr/infra/readstore/port.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { findAtReachableSites } from '../access/sites.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = RoutesOf<typeof operationRoutes, 'query'>;

/**
 * The one site `?site=` names, else the session's. The auth hook refuses a named site the user does not
 * reach before the handler runs; asked again here so the handler never reads a site on the hook's word alone
 * (an account that lost the session's own site reaches nothing).
 */
const siteAsked = (user: TokenClaims, site: Site | undefined): Site => {
  const asked = site ?? user.site;
  if (!mayReachSite(user, asked)) throw new AppError('forbidden', ERRORS.wrongSite);
  return asked;
};

export const toOperationDto = (doc: OperationDoc, today: string): OperationDto => ({
  SITE: doc.SITE as OperationDto['SITE'],
  OPTN_CODE: doc.OPTN_CODE,
  TYPE_ID: doc.TYPE_ID as OperationDto['TYPE_ID'],
  COMMENTS: doc.COMMENTS,
  START_DATE: doc.START_DATE,
  END_DATE: doc.END_DATE,
  STATUS: operationStatus(doc.START_DATE, doc.END_DATE, today),
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
});

/** skip/limit of the page ?page=&pageSize= asks, or none (every operation) when neither is given. */
const pageOf = (page: number | undefined, pageSize: number | undefined): Pick<FindQuery, 'skip' | 'limit'> => {
  if (page === undefined && pageSize === undefined) return {};
  const size = pageSize ?? DEFAULT_OPERATIONS_PAGE_SIZE;
  return { skip: ((page ?? 1) - 1) * size, limit: size };
};

/**
 * Every operation list is a cached answer (answerCache.ts) keyed by what it depends on: the read side's
 * position (every operation event moves it), today's factory date (STATUS, which are active), the sites read
 * (all the user reaches, or the one site asked after `siteAsked` allowed it) and the page. So a user is only
 * ever answered, or sent 304 for, a list of sites they reach.
 */
export const operationQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const cacheable = <T>(parts: readonly unknown[], compute: () => Promise<T>) => {
    const position = deps.progress.position();
    return position === undefined
      ? compute()
      : Promise.resolve(cachedRead(JSON.stringify(['operations', String(position), ...parts]), compute));
  };
  return {
    listOperations({ user, query }) {
      const today = factoryToday(deps.clock.now());
      const paging = pageOf(query.page, query.pageSize);
      return cacheable(['all', today, reachableSites(user), paging], async () => {
        const docs = await findAtReachableSites<OperationDoc>(deps.readStore, OPERATIONS_COLLECTION, user, {
          sort: [
            { field: 'START_DATE', direction: 'desc' },
            { field: 'OPTN_CODE', direction: 'asc' },
          ],
          ...paging,
        });
        return docs.map((doc) => toOperationDto(doc, today));
      });
    },
    listActiveOperations({ user }) {
      const today = factoryToday(deps.clock.now());
      return cacheable(['active', today, reachableSites(user)], async () => {
        const docs = await findAtReachableSites<OperationDoc>(deps.readStore, OPERATIONS_COLLECTION, user, {
          range: { field: 'END_DATE', gte: today },
          sort: [{ field: 'START_DATE', direction: 'asc' }],
        });
        return docs.filter((doc) => doc.START_DATE <= today).map((doc) => toOperationDto(doc, today));
      });
    },
    /** The operations running today at one site (that site's home cards, the mobile app's site pages). */
    listLiveOperations({ user, query }) {
      const today = factoryToday(deps.clock.now());
      const site = siteAsked(user, query.site);
      return cacheable(['live', today, site], async () => {
        const docs = await deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, {
          where: { SITE: site },
          range: { field: 'END_DATE', gte: today },
          sort: [
            { field: 'START_DATE', direction: 'asc' },
            { field: 'OPTN_CODE', direction: 'asc' },
          ],
        });
        return docs.filter((doc) => doc.START_DATE <= today).map((doc) => toOperationDto(doc, today));
      });
    },
    /** The site's latest operations that have started (running or finished; pending ones are not recent), latest first. */
    listRecentOperations({ user, query }) {
      const today = factoryToday(deps.clock.now());
      const site = siteAsked(user, query.site);
      return cacheable(['recent', today, site], async () => {
        const docs = await deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, {
          where: { SITE: site },
          range: { field: 'START_DATE', lte: today },
          sort: [
            { field: 'START_DATE', direction: 'desc' },
            { field: 'OPTN_CODE', direction: 'asc' },
          ],
          limit: RECENT_OPERATIONS,
        });
        return docs.map((doc) => toOperationDto(doc, today));
      });
    },
  };
};
