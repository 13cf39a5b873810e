import type { ParameterGroupDto, parameterGroupRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';

/** GET /parameter-groups: the categories of the user's site's parameters (the new-parameter and edit forms offer them). */
export const parameterGroupQueryHandlers = (deps: QueryDeps): Handlers<typeof parameterGroupRoutes> => ({
  async listParameterGroups({ user }) {
    const docs = await deps.readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: user.site } });
    const counts = new Map<string, number>();
    for (const { PCAT_CODE } of docs) if (PCAT_CODE !== null) counts.set(PCAT_CODE, (counts.get(PCAT_CODE) ?? 0) + 1);
    return [...counts.entries()]
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([CODE, COUNT]): ParameterGroupDto => ({ CODE, COUNT }));
  },
});
