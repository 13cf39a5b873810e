import { CCF_COMMENT_TYPES, CCF_MESSAGES, ccfRoutes, mayReachSite, type CcfStatus, type TokenClaims } from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { CCF_COMMENTS_COLLECTION, type CcfCommentDoc } from '@ftr/read-models/ccf/comments.ts';
import { CCF_DATA_VALUES_COLLECTION, type CcfDataValueDoc } from '@ftr/read-models/ccf/dataValues.ts';
import { CCFS_COLLECTION, isDeleted, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { loadLookups } from './lookups.ts';
import { ccfView, commentDto, dataValueDto, newestFirst } from './view.ts';

type ReadRoutes = Pick<
  typeof ccfRoutes,
  'ccfSummary' | 'openCcf' | 'listCcfs' | 'getCcf' | 'ccfCommentCount' | 'ccfCommentTypes' | 'ccfComments' | 'ccfDataValues'
>;

export const ccfQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const count = (site: string, status: CcfStatus) => deps.readStore.count(CCFS_COLLECTION, { where: { SITE: site, STATUS: status } });
  /** One CCF the user may read: of a site they reach; else 'CCF Not found'. */
  const readable = async (id: string, user: TokenClaims): Promise<CcfDoc> => {
    const doc = await deps.readStore.get<CcfDoc>(CCFS_COLLECTION, id);
    if (!doc || isDeleted(doc) || !mayReachSite(user, doc.SITE)) throw new AppError('not_found', CCF_MESSAGES.notFound);
    return doc;
  };
  const ofStatus = (site: string, STATUS: CcfStatus) => deps.readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, STATUS } });
  return {
    /** The sidebar's badges: open (O) and pending-close (R) CCFs at the user's current site. */
    async ccfSummary({ user }) {
      const [open, pendingClose] = await Promise.all([count(user.site, 'O'), count(user.site, 'R')]);
      return { open, pendingClose };
    },
    /** GET /ccf/:code/:operation/O: the open CCF of a parameter and operation at the user's site. */
    async openCcf({ params, user }) {
      const [doc] = await deps.readStore.find<CcfDoc>(CCFS_COLLECTION, {
        where: { SITE: user.site, PARAMETER: params.code, OPERATION: params.operation, STATUS: 'O' },
        limit: 1,
      });
      if (!doc) throw new AppError('not_found', CCF_MESSAGES.noOpenCcf(params.code, params.operation));
      const { _id, _position, COMMENT_COUNT, RAISED_POS, DELETED_AT, DELETED_BY, ...dto } = doc;
      return dto;
    },
    /** GET /ccf?site=&closed=: newest raised first; C and X only with closed=true. */
    async listCcfs({ query, user }) {
      const site = query.site ?? user.site;
      if (!mayReachSite(user, site)) throw new AppError('forbidden', CCF_MESSAGES.otherSite);
      const docs = query.closed
        ? (await deps.readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site } })).filter((doc) => !isDeleted(doc))
        : (await Promise.all([ofStatus(site, 'O'), ofStatus(site, 'R')])).flat();
      const lookups = await loadLookups(deps.readStore, site, docs);
      return docs.sort(newestFirst).map((doc) => ccfView(doc, lookups));
    },
    async getCcf({ params, user }) {
      const doc = await readable(params.id, user);
      return ccfView(doc, await loadLookups(deps.readStore, doc.SITE, [doc], doc.ID));
    },
    async ccfCommentCount({ params, user }) {
      return { count: (await readable(params.id, user)).COMMENT_COUNT ?? 0 };
    },
    ccfCommentTypes() {
      return Promise.resolve(CCF_COMMENT_TYPES.map((t) => ({ ...t })));
    },
    /** Oldest first. */
    async ccfComments({ params, user }) {
      const doc = await readable(params.id, user);
      const comments = await deps.readStore.find<CcfCommentDoc>(CCF_COMMENTS_COLLECTION, {
        where: { CCF_ID: doc.ID },
        sort: [{ field: 'POS', direction: 'asc' }],
      });
      return comments.map(commentDto);
    },
    /** Oldest first. */
    async ccfDataValues({ params, user }) {
      const doc = await readable(params.id, user);
      const values = await deps.readStore.find<CcfDataValueDoc>(CCF_DATA_VALUES_COLLECTION, {
        where: { CCF_ID: doc.ID },
        sort: [{ field: 'POS', direction: 'asc' }],
      });
      return values.map(dataValueDto);
    },
  };
};
