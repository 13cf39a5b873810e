import { CONSTANT_MESSAGES, CONSTANT_SITES, constantRoutes, isCentralOffice, reachableSites } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CONSTANTS_COLLECTION, type ConstantDoc } from '@ftr/read-models/constants/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { asOfInstant } from '../timeTravel/asOf.ts';
import { constantAsOf, groupsOf, matches, toConstantDto, toGlobalRows } from './view.ts';

type ReadRoutes = Pick<typeof constantRoutes, 'listConstants' | 'listGlobalConstants'>;

const byCode = [{ field: 'CODE', direction: 'asc' as const }];

/** GET /constants (the user's site) and GET /constants/global (head office only: the BU, CA, NE and WI columns of the sites the user reaches). */
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
    // The global table is head office's; there it shows the columns of the sites the user reaches.
    if (!isCentralOffice(user.site)) throw new AppError('forbidden', CONSTANT_MESSAGES.globalReadIsHeadOffice);
    const reachable: readonly string[] = reachableSites(user);
    const sites: readonly string[] = CONSTANT_SITES.filter((site) => reachable.includes(site));
    const all = await deps.readStore.find<ConstantDoc>(CONSTANTS_COLLECTION, { sort: byCode });
    const docs = all.filter((doc) => sites.includes(doc.SITE));
    return {
      constants: toGlobalRows(docs.filter((doc) => matches(doc, query)).map((doc) => constantAsOf(doc, asOf))),
      groups: groupsOf(docs),
    };
  },
});
