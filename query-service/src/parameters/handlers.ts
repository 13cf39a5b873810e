import {
  PARAMETER_MESSAGES,
  PARAMETER_RECENT_LIMIT,
  PARAMETER_TYPE_NAMES,
  PARAMETER_TYPES,
  TIME_TRAVEL_MESSAGES,
  STANDARD_FUNCTIONS,
  ccfLimitsAt,
  ccfTitle,
  parameterId,
  reachableSites,
  parameterRoutes,
  type CcfLimitPeriod,
  type ParameterDto,
  type Site,
} from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { limitsOf } from '@ftr/read-models/ccfSettings/limits.ts';
import { CCF_ANALYSES_COLLECTION, type CcfAnalysisDoc } from '@ftr/read-models/ccfSettings/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { analysesAsOf, parametersAsOf } from '../timeTravel/folds.ts';
import { historyAsOf } from '../timeTravel/history.ts';
import { createStreamCache } from '../timeTravel/streamCache.ts';
import { findAtReachableSites } from '../access/sites.ts';
import { createCollectionPositions } from '../consistency/noticedPositions.ts';
import { searchParameters } from './search.ts';

type ReadRoutes = Pick<
  typeof parameterRoutes,
  | 'getParameter'
  | 'getSiteParameter'
  | 'searchParameters'
  | 'recentParameters'
  | 'listParameterTypes'
  | 'listStandardFunctions'
  | 'listCcfParameters'
>;

export const toParameterDto = (doc: ParameterDoc): ParameterDto => {
  const { _id, _position, ...dto } = doc;
  return dto;
};

/**
 * A parameter with its CCF thresholds: its analysis's limits in force at `instant` (the
 * parameter keeps no copy). Without an analysis history it keeps what it carried (older versions copied the limits).
 */
const withCcfLimitsAt = (dto: ParameterDto, limits: readonly CcfLimitPeriod[], instant: string): ParameterDto => ({
  ...dto,
  ...(ccfLimitsAt(limits, instant) ?? {}),
});

export const parameterQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const positionOf = createCollectionPositions(deps.progress);
  /**
   * The parameter lists read the parameters read model alone: cached (answerCache.ts) under its own position, so
   * values entered elsewhere keep them; the key names the sites read, so a user only gets lists of sites they reach.
   */
  const cacheable = <T>(parts: readonly unknown[], compute: () => Promise<T>) => {
    const position = positionOf([PARAMETERS_COLLECTION]);
    return position === undefined ? compute() : Promise.resolve(cachedRead(JSON.stringify(['parameters', position, ...parts]), compute));
  };
  const one = async (site: Site, code: string) => {
    const doc = await deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, code));
    if (!doc) throw new AppError('not_found', PARAMETER_MESSAGES.notFound(code));
    const analysis = doc.CCF_ANALYSIS ? await deps.readStore.get<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, doc.CCF_ANALYSIS) : null;
    return withCcfLimitsAt(toParameterDto(doc), limitsOf(analysis ?? undefined), deps.clock.now().toISOString());
  };
  const streams = createStreamCache(deps.eventStore);
  /** The parameter as it stood at an instant (the data view's limit lines as of then). */
  const oneAsOf = async (site: Site, code: string, asOf: Date) => {
    const history = historyAsOf(streams, asOf);
    const doc = (await parametersAsOf(history, site, [code])).get(parameterId(site, code));
    if (!doc) throw new AppError('not_found', TIME_TRAVEL_MESSAGES.parameterNotYet(code));
    const analysis = doc.CCF_ANALYSIS ? (await analysesAsOf(history)).get(doc.CCF_ANALYSIS) : undefined;
    return withCcfLimitsAt(toParameterDto(doc), limitsOf(analysis), asOf.toISOString());
  };
  return {
    getParameter: ({ params, user }) => one(user.site, params.code),
    // The auth hook has already refused a :site the user does not reach.
    getSiteParameter: async ({ params, query }) => {
      const asOf = asOfInstant(query.asOf, deps.clock.now());
      return asOf ? oneAsOf(params.site, params.code, asOf) : one(params.site, params.code);
    },
    searchParameters({ query, user }) {
      // The auth hook has already refused a ?site= the user does not reach; without one, every site they reach.
      const reachable = reachableSites(user);
      const site = query.site ?? (reachable.length === 1 ? reachable[0] : undefined);
      const search = { site, text: query.search ?? '', inUseOnly: query.inUse !== 'false' };
      return cacheable(['search', reachable, search], async () => {
        const docs = await searchParameters(deps.readStore, search);
        return docs.filter((doc) => reachable.includes(doc.SITE)).map(toParameterDto);
      });
    },
    recentParameters({ user }) {
      return cacheable(['recent', reachableSites(user)], async () => {
        const docs = await findAtReachableSites<ParameterDoc>(deps.readStore, PARAMETERS_COLLECTION, user, {
          sort: [{ field: 'LAST_UPDATED_DTS', direction: 'desc' }],
          limit: PARAMETER_RECENT_LIMIT,
        });
        return docs.map(toParameterDto);
      });
    },
    listParameterTypes: () => Promise.resolve(PARAMETER_TYPES.map((CODE) => ({ CODE, NAME: PARAMETER_TYPE_NAMES[CODE] }))),
    listStandardFunctions: () =>
      Promise.resolve(STANDARD_FUNCTIONS.map((f) => ({ CODE: f.code, NAME: f.name, DESCRIPTION: f.description }))),
    async listCcfParameters({ user }) {
      const docs = await deps.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
        where: { SITE: user.site },
        range: { field: 'CCF_ANALYSIS', gt: '' },
        sort: [{ field: 'CODE', direction: 'asc' }],
      });
      return docs.map((doc) => ({
        CODE: doc.CODE,
        CCF_TITLE: ccfTitle(doc),
        CCF_TYPE: doc.CCF_TYPE,
        CCF_ANALYSIS: doc.CCF_ANALYSIS ?? '',
      }));
    },
  };
};
