import { SUMMARY_MESSAGES as M, parameterId, type summaryRoutes } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/projector/operations/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import { DATA_SUMMARY_COLLECTION, type SummaryMonthDoc } from '@ftr/projector/summary/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { summaryRows } from './rows.ts';

type ReadRoutes = Pick<typeof summaryRoutes, 'dataSummary'>;

/**
 * Spec 3 §7 GET /data-summary: the code's month documents at the site (the auth hook has checked the
 * site: own unless central office), the site's operations of the stream, the parameter's precision.
 */
export const summaryQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async dataSummary({ params }) {
    const { site, code, stream, statistic } = params;
    const [parameter, operations, months] = await Promise.all([
      deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, code)),
      deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, { where: { SITE: site, TYPE_ID: stream } }),
      deps.readStore.find<SummaryMonthDoc>(DATA_SUMMARY_COLLECTION, { where: { SITE: site, CODE: code } }),
    ]);
    if (!parameter) throw new AppError('not_found', M.unknownCode(code, site));
    const ofStream = new Set(operations.map((op) => op.OPTN_CODE));
    return summaryRows(months, { code, precision: parameter.DISPLAY_PRECISION, statistic, inStream: (op) => ofStream.has(op) });
  },
});
