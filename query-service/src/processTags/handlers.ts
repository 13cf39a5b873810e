import {
  instantToFactory,
  isCentralOffice,
  PROCESS_TAG_MESSAGES as M,
  PROCESS_TAG_READINGS_COLLECTION,
  PROCESS_TAGS_COLLECTION,
  TAG_SEARCH_LIMIT,
  type DistinctTagDto,
  type processTagRoutes,
  type Site,
  type TagReadingDto,
  type TagSource,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import { TAG_CAPTURES_COLLECTION, tagCaptureDocId, type TagCaptureDoc } from '@ftr/projector/processTags/captures.ts';
import type { TagDoc, TagHourDoc } from '@ftr/projector/processTags/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<
  typeof processTagRoutes,
  'distinctPhdTags' | 'searchPhdTags' | 'distinctIwbTags' | 'searchIwbTags' | 'captureConflicts'
>;

/** Spec 3 §6: the central office hides process tags; the server refuses it too. */
const siteOf = (user: TokenClaims): Site => {
  if (isCentralOffice(user.site)) throw new AppError('forbidden', M.centralOffice);
  return user.site;
};

const distinct = async (readStore: ReadStore, site: Site, source: TagSource): Promise<DistinctTagDto[]> => {
  const docs = await readStore.find<TagDoc>(PROCESS_TAGS_COLLECTION, {
    where: { SITE: site, SOURCE: source },
    sort: [{ field: 'TAGNAME', direction: 'asc' }],
  });
  return docs.map((doc) => ({ TAGNAME: doc.TAGNAME, READINGS: doc.READINGS, LAST_TIMESTAMP: doc.LAST_TIMESTAMP }));
};

/** The site's parameter that names the tag (PROCESS_TAG for PHD, IWB_TAG for IWB), if any. */
const codeOf = async (readStore: ReadStore, site: Site, source: TagSource, tag: string): Promise<string | null> => {
  const field = source === 'PHD' ? 'PROCESS_TAG' : 'IWB_TAG';
  const [parameter] = await readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
    where: { SITE: site, [field]: tag },
    sort: [{ field: 'CODE', direction: 'asc' }],
    limit: 1,
  });
  return parameter?.CODE ?? null;
};

/** The tag's newest readings, newest first, at most TAG_SEARCH_LIMIT (read hour by hour from the newest). */
const search = async (readStore: ReadStore, site: Site, source: TagSource, tag: string): Promise<TagReadingDto[]> => {
  const rows: TagReadingDto[] = [];
  const code = await codeOf(readStore, site, source, tag);
  const PAGE = 48;
  for (let skip = 0; rows.length < TAG_SEARCH_LIMIT; skip += PAGE) {
    const hours = await readStore.find<TagHourDoc>(PROCESS_TAG_READINGS_COLLECTION, {
      where: { SITE: site, SOURCE: source, TAGNAME: tag },
      sort: [{ field: 'HOUR', direction: 'desc' }],
      skip,
      limit: PAGE,
    });
    for (const doc of hours) {
      const instants = Object.keys(doc.READINGS).sort().reverse();
      for (const instant of instants) {
        const r = doc.READINGS[instant];
        if (!r) continue;
        rows.push({
          TAGNAME: doc.TAGNAME,
          CODE: code,
          TIMESTAMP: instant,
          VALUE: r.VALUE,
          RETRIEVAL_TYPE: r.RETRIEVAL_TYPE,
          RETRIEVAL_INTERVAL: r.RETRIEVAL_INTERVAL,
          LOADED: 'N',
        });
      }
    }
    if (hours.length < PAGE) break;
  }
  return markLoaded(readStore, site, source, tag, rows.slice(0, TAG_SEARCH_LIMIT));
};

/** LOADED 'Y' for the readings automatic capture has used (the capture documents of their factory hour, or day for daily values). */
const markLoaded = async (
  readStore: ReadStore,
  site: Site,
  source: TagSource,
  tag: string,
  rows: TagReadingDto[],
): Promise<TagReadingDto[]> => {
  const idsOf = (instant: string) => {
    const { date, hour } = instantToFactory(new Date(instant));
    return [tagCaptureDocId(site, date, hour), tagCaptureDocId(site, date, 'D')];
  };
  const captures = await readStore.getMany<TagCaptureDoc>(TAG_CAPTURES_COLLECTION, [...new Set(rows.flatMap((r) => idsOf(r.TIMESTAMP)))]);
  const key = `${source}/${tag}`;
  const loaded = (row: TagReadingDto) => idsOf(row.TIMESTAMP).some((id) => captures.get(id)?.LOADED[key]?.includes(row.TIMESTAMP));
  return rows.map((row) => (loaded(row) ? { ...row, LOADED: 'Y' } : row));
};

export const processTagQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  distinctPhdTags: ({ user }) => distinct(deps.readStore, siteOf(user), 'PHD'),
  searchPhdTags: ({ user, query }) => search(deps.readStore, siteOf(user), 'PHD', query.tagname),
  distinctIwbTags: ({ user }) => distinct(deps.readStore, siteOf(user), 'IWB'),
  searchIwbTags: ({ user, query }) => search(deps.readStore, siteOf(user), 'IWB', query.tagname),
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
