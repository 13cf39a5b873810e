import type { ParameterDataScreenDto, parameterDataScreenRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DATA_SCREENS_COLLECTION, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = typeof parameterDataScreenRoutes;

/** GET /parameter/:code/data-screens: the live screens of the user's site whose members include the code (MEMBER_CODES is '|A|B|'). */
export const parameterDataScreenQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listParameterDataScreens({ params, user }) {
    const docs = await deps.readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, {
      where: { SITE: user.site },
      search: { field: 'MEMBER_CODES', text: `|${params.code}|`, mode: 'contains' },
      sort: [{ field: 'DESCRIPTION', direction: 'asc' }],
    });
    return docs.map((doc): ParameterDataScreenDto => ({
      ID: doc.ID,
      DESCRIPTION: doc.DESCRIPTION,
      SCREEN_TYPE: doc.SCREEN_TYPE,
      SITE: doc.SITE,
    }));
  },
});
