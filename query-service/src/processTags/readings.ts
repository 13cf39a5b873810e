// Reads of the tag read models that both sources share: the distinct list, a tag's newest readings and
// whether automatic capture has used them.
import {
  instantToFactory,
  PROCESS_TAG_READINGS_COLLECTION,
  PROCESS_TAGS_COLLECTION,
  TAG_SEARCH_LIMIT,
  type Site,
  type TagReadingDto,
  type TagSource,
} from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { TAG_CAPTURES_COLLECTION, tagCaptureDocId, type TagCaptureDoc } from '@ftr/read-models/processTags/captures.ts';
import type { TagDoc, TagHourDoc } from '@ftr/read-models/processTags/projection.ts';

/** The site's tags of a source, by name. */
export const distinctTags = (readStore: ReadStore, site: Site, source: TagSource): Promise<TagDoc[]> =>
  readStore.find<TagDoc>(PROCESS_TAGS_COLLECTION, {
    where: { SITE: site, SOURCE: source },
    sort: [{ field: 'TAGNAME', direction: 'asc' }],
  });

/** The site's parameter that names the tag (PROCESS_TAG for PHD, IWB_TAG for IWB), if any; the lowest code when several do. */
export const taggedParameter = async (readStore: ReadStore, site: Site, source: TagSource, tag: string): Promise<ParameterDoc | null> => {
  const field = source === 'PHD' ? 'PROCESS_TAG' : 'IWB_TAG';
  const [parameter] = await readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, {
    where: { SITE: site, [field]: tag },
    sort: [{ field: 'CODE', direction: 'asc' }],
    limit: 1,
  });
  return parameter ?? null;
};

/** The tag's newest readings, newest first, at most TAG_SEARCH_LIMIT (read hour by hour from the newest); CODE the parameter's given. */
export const searchTag = async (
  readStore: ReadStore,
  site: Site,
  source: TagSource,
  tag: string,
  code: string | null,
): Promise<TagReadingDto[]> => {
  const rows: TagReadingDto[] = [];
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
