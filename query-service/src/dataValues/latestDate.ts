// GET /data-latest/{site}/{code}: where the data view's opening period ends.
import type { latestValueRoutes, Site } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_VALUES_COLLECTION, type ParameterValueDoc } from '@ftr/read-models/dataValues/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { requireDataViewer } from './dataViewAccess.ts';

/**
 * The factory date of the latest value of a code at a site, on or before `upTo` when given; null when
 * none. One document along the (SITE, CODE, FTR_DATE) index: a day with no value left is deleted by the
 * projection, so the latest day document holds a value.
 */
export const readLatestValueDate = async (
  readStore: ReadStore,
  q: { site: Site; code: string; upTo?: string | undefined },
): Promise<string | null> => {
  const [latest] = await readStore.find<ParameterValueDoc>(PARAMETER_VALUES_COLLECTION, {
    where: { SITE: q.site, CODE: q.code },
    ...(q.upTo ? { range: { field: 'FTR_DATE', lte: q.upTo } } : {}),
    sort: [{ field: 'FTR_DATE', direction: 'desc' }],
    limit: 1,
  });
  return latest?.FTR_DATE ?? null;
};

/** A data-view reader (requireDataViewer), and the auth hook's site guard on :site (own site unless central office). */
export const latestValueQueryHandlers = ({ readStore }: QueryDeps): Handlers<typeof latestValueRoutes> => ({
  latestValueDate: async ({ params, query, user }) => {
    requireDataViewer(user);
    return { date: await readLatestValueDate(readStore, { ...params, upTo: query.upTo }) };
  },
});
