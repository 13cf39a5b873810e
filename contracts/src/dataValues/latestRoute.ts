import { z } from 'zod';
import { defineRoute } from '../http/route.ts';
import { DataPointsParams } from './readSchemas.ts';
import { FactoryDate } from './schemas.ts';

// The data view opens on the latest period that has data. One small read answers where
// that period ends, instead of the UI reading a year of values to find it.

export const LatestValueParams = DataPointsParams.pick({ site: true, code: true });
/** `upTo`: only values on or before this factory date count (the UI passes today, or the as-of date). */
export const LatestValueQuery = z.object({ upTo: FactoryDate.optional() });
/** `date`: the factory date of the parameter's latest value at the site; null when it has none. */
export const LatestValueDate = z.object({ date: z.string().nullable() });
export type LatestValueDate = z.infer<typeof LatestValueDate>;

export const latestValueRoutes = {
  latestValueDate: defineRoute({
    method: 'GET',
    path: '/data-latest/:site/:code',
    service: 'query',
    // Whoever may read the data view (VIEW_DATA_SCREENS, HISTORIC_DATA or PARAMETERS): checked in the handler.
    permission: 'authenticated',
    summary: "The factory date of a parameter's latest value at a site (on or before upTo); own site unless central office",
    params: LatestValueParams,
    query: LatestValueQuery,
    response: LatestValueDate,
  }),
};
