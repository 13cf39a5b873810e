import {
  isCentralOffice,
  PROCESS_TAG_MESSAGES as M,
  type DistinctTagDto,
  type processTagRoutes,
  type Site,
  type TagReadingDto,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { TAG_CAPTURES_COLLECTION, type TagCaptureDoc } from '@ftr/read-models/processTags/captures.ts';
import type { QueryDeps } from '../deps.ts';
import { distinctTags, searchTag, taggedParameter } from './readings.ts';
import { weighbridgeProducts, weighbridgeTickets } from './weighbridge.ts';

type ReadRoutes = Pick<
  typeof processTagRoutes,
  'distinctPhdTags' | 'searchPhdTags' | 'distinctIwbTags' | 'searchIwbTags' | 'captureConflicts'
>;

/** Spec 3 §6: the central office hides process tags; the server refuses it too. */
const siteOf = (user: TokenClaims): Site => {
  if (isCentralOffice(user.site)) throw new AppError('forbidden', M.centralOffice);
  return user.site;
};

// Process-control tags in the spec's reading shape; the weighbridge's answer in its own (weighbridge.ts).
const phdTags = async (readStore: ReadStore, site: Site): Promise<DistinctTagDto[]> =>
  (await distinctTags(readStore, site, 'PHD')).map(({ TAGNAME, READINGS, LAST_TIMESTAMP }) => ({ TAGNAME, READINGS, LAST_TIMESTAMP }));

const phdReadings = async (readStore: ReadStore, site: Site, tag: string): Promise<TagReadingDto[]> =>
  searchTag(readStore, site, 'PHD', tag, (await taggedParameter(readStore, site, 'PHD', tag))?.CODE ?? null);

export const processTagQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  distinctPhdTags: ({ user }) => phdTags(deps.readStore, siteOf(user)),
  searchPhdTags: ({ user, query }) => phdReadings(deps.readStore, siteOf(user), query.tagname),
  distinctIwbTags: ({ user }) => weighbridgeProducts(deps.readStore, siteOf(user)),
  searchIwbTags: ({ user, query }) => weighbridgeTickets(deps.readStore, siteOf(user), query.tagname),
  async captureConflicts({ user, params }) {
    const docs = await deps.readStore.find<TagCaptureDoc>(TAG_CAPTURES_COLLECTION, { where: { SITE: siteOf(user), DATE: params.date } });
    return docs
      .flatMap((doc) =>
        Object.entries(doc.OUTCOMES)
          .filter(([, o]) => o.OUTCOME === 'CONFLICT')
          .map(([code, o]) => ({ CODE: code, HOUR: doc.HOUR, CAPTURED: o.VALUE, ENTERED: o.PREVIOUS, REASON: o.REASON })),
      )
      .sort((a, b) => a.HOUR - b.HOUR || a.CODE.localeCompare(b.CODE));
  },
});
