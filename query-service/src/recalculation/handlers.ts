import { RECALCULATION_JOB_LIST_LIMIT, recalculationRoutes, type RecalculationJobDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { RECALCULATION_JOBS_COLLECTION, type RecalculationJobDoc } from '@ftr/read-models/recalculation/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof recalculationRoutes, 'listRecalculationJobs'>;

const toDto = ({ _id, _position, REQUESTED_BY, REQUESTED_SEQ, ...dto }: RecalculationJobDoc): RecalculationJobDto => dto;

/** Only the signed-in user's own jobs at the current site, newest first. */
export const recalculationQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listRecalculationJobs({ user }) {
    const docs = await deps.readStore.find<RecalculationJobDoc>(RECALCULATION_JOBS_COLLECTION, {
      where: { REQUESTED_BY: user.sub, SITE: user.site },
      sort: [{ field: 'REQUESTED_SEQ', direction: 'desc' }],
      limit: RECALCULATION_JOB_LIST_LIMIT,
    });
    return docs.map(toDto);
  },
});
