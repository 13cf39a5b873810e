// The grabber without a stored grabber: search parameters across the sites the user reads, and the
// columns of a selection (docs/reportOutputs.md).
import {
  ERRORS,
  FACTORY_SITES,
  MAX_SEARCH_HITS,
  REPORT_ERRORS,
  SITE_NAMES,
  reachableFactorySites,
  parameterId,
  type GrabberColumnDto,
  type ParameterSearchHit,
  type SelectedParameter,
  type TokenClaims,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';

/** The factory sites whose parameters the user may grab: those they reach (contracts' reachableSites). */
export const grabbableSites = (user: TokenClaims): readonly (typeof FACTORY_SITES)[number][] => reachableFactorySites(user);

const matches = (doc: ParameterDoc, text: string): boolean =>
  [doc.CODE, doc.LABEL, doc.HEADING1, doc.HEADING2, doc.HEADING3].some((field) => field?.toLowerCase().includes(text));

/** Parameters in use whose code, label or a heading contains `q` (any case), codes first, then by site. */
export const searchParameters = async (store: ReadStore, user: TokenClaims, q: string): Promise<ParameterSearchHit[]> => {
  const text = q.toLowerCase();
  const perSite = await Promise.all(
    grabbableSites(user).map((site) => store.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: site, IN_USE_FLAG: true } })),
  );
  const codeFirst = (doc: ParameterDoc) => (doc.CODE.toLowerCase().includes(text) ? 0 : 1);
  return perSite
    .flat()
    .filter((doc) => matches(doc, text))
    .sort((a, b) => codeFirst(a) - codeFirst(b) || a.CODE.localeCompare(b.CODE) || a.SITE.localeCompare(b.SITE))
    .slice(0, MAX_SEARCH_HITS)
    .map((doc) => ({
      SITE: doc.SITE as ParameterSearchHit['SITE'],
      LONG_SITE: SITE_NAMES[doc.SITE],
      CODE: doc.CODE,
      LABEL: doc.LABEL,
      HEADING1: doc.HEADING1,
      HEADING2: doc.HEADING2,
      HEADING3: doc.HEADING3,
      UNITS: doc.UNITS,
      PRECISION: doc.DISPLAY_PRECISION,
    }));
};

/**
 * The columns of a selection as a grabber would have them: each parameter must be of a site the user may
 * grab (403 'You can only work on your own site') and exist there (404); repeats are dropped.
 */
export const selectionColumns = async (
  store: ReadStore,
  user: TokenClaims,
  picked: readonly SelectedParameter[],
): Promise<GrabberColumnDto[]> => {
  const sites: readonly string[] = grabbableSites(user);
  if (picked.some((p) => !sites.includes(p.SITE))) throw new AppError('forbidden', ERRORS.wrongSite);
  const unique = [...new Map(picked.map((p) => [parameterId(p.SITE, p.CODE), p])).values()];
  const docs = await store.getMany<ParameterDoc>(
    PARAMETERS_COLLECTION,
    unique.map((p) => parameterId(p.SITE, p.CODE)),
  );
  return unique.map((p): GrabberColumnDto => {
    const doc = docs.get(parameterId(p.SITE, p.CODE));
    if (!doc) throw new AppError('not_found', REPORT_ERRORS.parameterMissing(p.CODE, p.SITE));
    return {
      site: p.SITE,
      code: p.CODE,
      heading1: doc.HEADING1 || null,
      heading2: doc.HEADING2 || null,
      heading3: doc.HEADING3 || null,
      precision: doc.DISPLAY_PRECISION,
      label: doc.LABEL,
      longSite: SITE_NAMES[p.SITE],
      units: doc.UNITS,
    };
  });
};
