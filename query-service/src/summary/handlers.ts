import type { z } from 'zod';
import { SUMMARY_MESSAGES as M, factoryToday, parameterId, type SummaryParams, type summaryRoutes } from '@ftr/contracts';
import { cachedRead } from '@ftr/infra/http/answerCache.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { DATA_SUMMARY_COLLECTION, type SummaryMonthDoc } from '@ftr/read-models/summary/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { readSummaryDefault } from './readDefault.ts';
import { summaryRows } from './rows.ts';

type ReadRoutes = Pick<typeof summaryRoutes, 'dataSummary' | 'dataSummaryDefault'>;
type Params = z.output<typeof SummaryParams>;

/**
 * Spec 3 §7 GET /data-summary: the code's month documents at the site (the auth hook has checked the
 * site: own unless central office), the site's operations of the stream, the parameter's precision.
 *
 * Both answers are cached (answerCache.ts) under the read side's position and their parameters: the site is
 * in the path and the auth hook has refused a caller who may not read it before the handler runs, so a
 * cached answer (or a 304) only ever goes to a caller allowed that site's summary.
 */
export const summaryQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const cacheable = <T>(parts: readonly string[], compute: () => Promise<T>) => {
    const position = deps.progress.position();
    return position === undefined
      ? compute()
      : Promise.resolve(cachedRead(JSON.stringify(['summary', String(position), ...parts]), compute));
  };
  return {
    dataSummary: ({ params }) =>
      cacheable(['data', params.site, params.code, params.stream, params.statistic], () => readSummary(deps, params)),
    dataSummaryDefault: ({ params }) => {
      const today = factoryToday(deps.clock.now());
      return cacheable(['default', params.site, today], () => readSummaryDefault(deps.readStore, params.site, today));
    },
  };
};

const readSummary = async (deps: QueryDeps, params: Params) => {
  const { site, code, stream, statistic } = params;
  const [parameter, operations, months] = await Promise.all([
    deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, code)),
    deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, { where: { SITE: site, TYPE_ID: stream } }),
    deps.readStore.find<SummaryMonthDoc>(DATA_SUMMARY_COLLECTION, { where: { SITE: site, CODE: code } }),
  ]);
  if (!parameter) throw new AppError('not_found', M.unknownCode(code, site));
  const ofStream = new Set(operations.map((op) => op.OPTN_CODE));
  return summaryRows(months, {
    code,
    precision: parameter.DISPLAY_PRECISION,
    units: parameter.UNITS,
    statistic,
    inStream: (op) => ofStream.has(op),
  });
};
