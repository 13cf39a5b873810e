import { PARAMETER_SEARCH_LIMIT, type Site } from '@ftr/contracts';
import type { FindQuery, ReadStore, Scalar } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';

export interface ParameterSearch {
  /** One site, or every site (central office) when undefined. */
  site: Site | undefined;
  text: string;
  inUseOnly: boolean;
}

/** Fields matched by "contains" besides the code prefix. */
const TEXT_FIELDS = ['HEADING1', 'HEADING2', 'HEADING3', 'LABEL'] as const;

const byCodeThenSite = (a: ParameterDoc, b: ParameterDoc) =>
  a.CODE < b.CODE ? -1 : a.CODE > b.CODE ? 1 : a.SITE < b.SITE ? -1 : a.SITE > b.SITE ? 1 : 0;

/**
 * GET /parameters: codes starting with the text, or headings or label containing it (one indexed
 * query per field, merged), ordered by code and capped at PARAMETER_SEARCH_LIMIT.
 */
export const searchParameters = async (readStore: ReadStore, search: ParameterSearch): Promise<ParameterDoc[]> => {
  const where: Record<string, Scalar> = {
    ...(search.site ? { SITE: search.site } : {}),
    ...(search.inUseOnly ? { IN_USE_FLAG: true } : {}),
  };
  const base: FindQuery = { where, sort: [{ field: 'CODE', direction: 'asc' }], limit: PARAMETER_SEARCH_LIMIT };
  const text = search.text.trim();
  if (text === '') return readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, base);
  const queries: FindQuery[] = [
    { ...base, search: { field: 'CODE', text, mode: 'prefix' } },
    ...TEXT_FIELDS.map((field) => ({ ...base, search: { field, text, mode: 'contains' as const } })),
  ];
  const found = await Promise.all(queries.map((query) => readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, query)));
  const merged = new Map(found.flat().map((doc) => [doc._id, doc]));
  return [...merged.values()].sort(byCodeThenSite).slice(0, PARAMETER_SEARCH_LIMIT);
};
