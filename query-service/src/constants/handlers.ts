import { CONSTANT_SITES, constantRoutes, isCentralOffice } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CONSTANTS_COLLECTION, type ConstantDoc } from '@ftr/projector/constants/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { constantAsOf, groupsOf, matches, toConstantDto, toGlobalRows } from './view.ts';

type ReadRoutes = Pick<typeof constantRoutes, 'listConstants' | 'listGlobalConstants'>;

const byCode = [{ field: 'CODE', direction: 'asc' as const }];

/** GET /constants (the user's site) and GET /constants/global (head office: the BU, CA, NE and WI columns; a site user their own). */
export const constantQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listConstants({ query, user }) {
    const asOf = asOfInstant(query.asOf, deps.clock.now());
    const docs = await deps.readStore.find<ConstantDoc>(CONSTANTS_COLLECTION, { where: { SITE: user.site }, sort: byCode });
    return {
      constants: docs.filter((doc) => matches(doc, query)).map((doc) => toConstantDto(constantAsOf(doc, asOf))),
      groups: groupsOf(docs),
    };
  },
  async listGlobalConstants({ query, user }) {
    const asOf = asOfInstant(query.asOf, deps.clock.now());
    // Site scoping: a site user's table shows their own site's column only.
    const sites: readonly string[] = isCentralOffice(user.site) ? CONSTANT_SITES : [user.site];
    const all = await deps.readStore.find<ConstantDoc>(CONSTANTS_COLLECTION, { sort: byCode });
    const docs = all.filter((doc) => sites.includes(doc.SITE));
    return {
      constants: toGlobalRows(docs.filter((doc) => matches(doc, query)).map((doc) => constantAsOf(doc, asOf))),
      groups: groupsOf(docs),
    };
  },
});
