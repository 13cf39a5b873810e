import {
  ERRORS,
  mayReachSite,
  parameterId,
  periodLetterOf,
  PARAMETER_LINK_MESSAGES as M,
  type ParameterLinkDto,
  type parameterLinkRoutes,
  type RoutesOf,
  type Site,
} from '@ftr/contracts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { PARAMETER_LINKS_COLLECTION, type ParameterLinkDoc } from '@ftr/read-models/parameterLinks/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = RoutesOf<typeof parameterLinkRoutes, 'query'>;

/** A code's links at a site, seen from the code: the other code and its label, by label; TYPE joined from the parameters. */
const linksOf = async (store: ReadStore, site: Site, code: string): Promise<ParameterLinkDto[]> => {
  const [asFirst, asSecond] = await Promise.all(
    (['FIRST_CODE', 'SECOND_CODE'] as const).map((field) =>
      store.find<ParameterLinkDoc>(PARAMETER_LINKS_COLLECTION, { where: { SITE: site, [field]: code } }),
    ),
  );
  const seen = [
    ...(asFirst ?? []).map((doc) => ({ ID: doc.ID, LINKED_CODE: doc.SECOND_CODE, LABEL: doc.SECOND_LABEL })),
    ...(asSecond ?? []).map((doc) => ({ ID: doc.ID, LINKED_CODE: doc.FIRST_CODE, LABEL: doc.FIRST_LABEL })),
  ];
  const parameters = await store.getMany<ParameterDoc>(
    PARAMETERS_COLLECTION,
    seen.map((link) => parameterId(site, link.LINKED_CODE)),
  );
  const links: ParameterLinkDto[] = seen.map((link) => ({
    ...link,
    TYPE: parameters.get(parameterId(site, link.LINKED_CODE))?.PTYP_CODE ?? null,
  }));
  return links.sort((a, b) => a.LABEL.localeCompare(b.LABEL) || a.ID - b.ID);
};

export const parameterLinkQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  listParameterLinks: ({ params, user }) => linksOf(deps.readStore, user.site, params.ref),
  /**
   * The links whose other code keeps the same period as the code (hourly to hourly, daily to daily): the
   * ones a data view of the code can open with the same period options (docs/parameters.md).
   */
  async listPeriodParameterLinks({ params, query, user }) {
    const site = query.site ?? user.site;
    if (!mayReachSite(user, site)) throw new AppError('forbidden', ERRORS.wrongSite);
    const parameter = await deps.readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, params.code));
    if (!parameter) throw new AppError('not_found', M.missing(params.code, site));
    const period = periodLetterOf(params.code);
    return (await linksOf(deps.readStore, site, params.code)).filter((link) => periodLetterOf(link.LINKED_CODE) === period);
  },
});
