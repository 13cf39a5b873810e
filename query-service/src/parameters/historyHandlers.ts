import {
  ERRORS,
  PARAMETER_MESSAGES,
  mayReachSite,
  newestFirst,
  parameterId,
  type ParameterHistoryEntry,
  type Site,
  type parameterHistoryRoutes,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCF_ANALYSES_COLLECTION, type CcfAnalysisDoc } from '@ftr/read-models/ccfSettings/projection.ts';
import { PARAMETER_HISTORY_COLLECTION, type NamedAnalysis, type ParameterHistoryDoc } from '@ftr/read-models/parameters/history.ts';
import { PARAMETER_LINK_HISTORY_COLLECTION, type ParameterLinkHistoryDoc } from '@ftr/read-models/parameters/linkHistory.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = typeof parameterHistoryRoutes;

/** Positions of one log: an analysis change while the parameter named it. */
const within = (position: string, span: NamedAnalysis) =>
  BigInt(position) > BigInt(span.from) && (span.until === null || BigInt(position) < BigInt(span.until));

/** The changes of the analyses the parameter named, while it named them (the analysis holds its CCF limits). */
const analysisChanges = (spans: readonly NamedAnalysis[], analyses: ReadonlyMap<string, CcfAnalysisDoc>): ParameterHistoryEntry[] =>
  spans.flatMap((span) => (analyses.get(span.code)?.changes ?? []).filter((change) => within(change.position, span)));

/** A parameter's master-data history, newest first (null: no such parameter at the site). */
export const readParameterHistory = async (readStore: ReadStore, site: Site, code: string): Promise<ParameterHistoryEntry[] | null> => {
  const doc = await readStore.get<ParameterHistoryDoc>(PARAMETER_HISTORY_COLLECTION, parameterId(site, code));
  if (!doc?.fields) return null;
  const codes = [...new Set(doc.analyses.map((a) => a.code))];
  const [analyses, first, second] = await Promise.all([
    codes.length > 0 ? readStore.getMany<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, codes) : new Map<string, CcfAnalysisDoc>(),
    readStore.find<ParameterLinkHistoryDoc>(PARAMETER_LINK_HISTORY_COLLECTION, { where: { SITE: site, FIRST_CODE: code } }),
    readStore.find<ParameterLinkHistoryDoc>(PARAMETER_LINK_HISTORY_COLLECTION, { where: { SITE: site, SECOND_CODE: code } }),
  ]);
  const links = [...first, ...second].flatMap((link) => link.entries);
  return newestFirst([...doc.entries, ...links, ...analysisChanges(doc.analyses, analyses)]);
};

/** GET /parameter/:code/history: a site reads its own parameters; the central office any site's (`site`). */
export const parameterHistoryQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async getParameterHistory({ params, query, user }) {
    const site = query.site ?? user.site;
    if (!mayReachSite(user, site)) throw new AppError('forbidden', ERRORS.wrongSite);
    const entries = await readParameterHistory(deps.readStore, site, params.code);
    if (!entries) throw new AppError('not_found', PARAMETER_MESSAGES.notFound(params.code));
    return { site, code: params.code, entries };
  },
});
