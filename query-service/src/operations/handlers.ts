import { factoryToday, isCentralOffice, operationRoutes, operationStatus, type OperationDto } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { OPERATIONS_COLLECTION, type OperationDoc } from '@ftr/projector/operations/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof operationRoutes, 'listOperations' | 'listActiveOperations'>;

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

export const operationQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listOperations({ user }) {
    const docs = await deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, {
      ...(isCentralOffice(user.site) ? {} : { where: { SITE: user.site } }),
      sort: [
        { field: 'START_DATE', direction: 'desc' },
        { field: 'OPTN_CODE', direction: 'asc' },
      ],
    });
    const today = factoryToday(deps.clock.now());
    return docs.map((doc) => toOperationDto(doc, today));
  },
  async listActiveOperations({ user }) {
    const today = factoryToday(deps.clock.now());
    const docs = await deps.readStore.find<OperationDoc>(OPERATIONS_COLLECTION, {
      ...(isCentralOffice(user.site) ? {} : { where: { SITE: user.site } }),
      range: { field: 'END_DATE', gte: today },
      sort: [{ field: 'START_DATE', direction: 'asc' }],
    });
    return docs.filter((doc) => doc.START_DATE <= today).map((doc) => toOperationDto(doc, today));
  },
});
