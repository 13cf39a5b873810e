import { ERRORS, PARAMETER_MESSAGES, mayReachSite, parameterId, type spcRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { readSpcBreaks } from './breaks.ts';
import { chartPeriod, readSpcChart } from './chart.ts';

type ReadRoutes = Pick<typeof spcRoutes, 'getSpcChart' | 'listSpcBreaks'>;

/** GET /parameter/:site/:code/spc: the control chart of a parameter at a site the user holds. */
export const spcQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async getSpcChart({ params, query, user }) {
    if (!mayReachSite(user, params.site)) throw new AppError('forbidden', ERRORS.wrongSite);
    const parameter = await deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(params.site, params.code));
    if (!parameter) throw new AppError('not_found', PARAMETER_MESSAGES.notFound(params.code));
    return readSpcChart(deps.readStore, params.site, params.code, chartPeriod(deps.clock.now(), query));
  },
  listSpcBreaks({ params, query, user }) {
    if (!mayReachSite(user, params.site)) throw new AppError('forbidden', ERRORS.wrongSite);
    return readSpcBreaks(deps.readStore, params.site, query.from, query.to);
  },
});
