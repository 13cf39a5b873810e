import { reachableSites, type TokenClaims } from '@ftr/contracts';
import type { Doc, FindQuery, ReadStore } from '@ftr/infra/readstore/port.ts';

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  return a < b ? -1 : 1;
};

/**
 * A list read over the sites the user reaches (contracts' reachableSites), never more: one query per site
 * (each on the collection's SITE index), merged in the query's order and cut to its limit. A central-office
 * user whose account holds every site reads them all; one holding BA and CO reads those two.
 */
export const findAtReachableSites = async <T extends Doc>(
  store: ReadStore,
  collection: string,
  user: TokenClaims,
  query: FindQuery = {},
): Promise<T[]> => {
  const sites = reachableSites(user);
  const { skip = 0, limit } = query;
  const perSite = limit === undefined ? {} : { limit: skip + limit };
  const lists = await Promise.all(
    sites.map((site) => store.find<T>(collection, { ...query, skip: 0, ...perSite, where: { ...query.where, SITE: site } })),
  );
  const merged = lists.flat();
  const sort = query.sort ?? [];
  if (lists.length > 1 && sort.length > 0)
    merged.sort((a, b) => {
      for (const { field, direction } of sort) {
        const order = compare(a[field], b[field]);
        if (order !== 0) return direction === 'asc' ? order : -order;
      }
      return 0;
    });
  return merged.slice(skip, limit === undefined ? undefined : skip + limit);
};
