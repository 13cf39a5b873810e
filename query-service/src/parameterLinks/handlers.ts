import { parameterId, type ParameterLinkDto, type parameterLinkRoutes } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { PARAMETER_LINKS_COLLECTION, type ParameterLinkDoc } from '@ftr/projector/parameterLinks/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof parameterLinkRoutes, 'listParameterLinks'>;

/** A code's links at the user's site, seen from the code: the other code and its label, by label; TYPE joined from the parameters. */
export const parameterLinkQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => ({
  async listParameterLinks({ params, user }) {
    const site = user.site;
    const [asFirst, asSecond] = await Promise.all(
      (['FIRST_CODE', 'SECOND_CODE'] as const).map((field) =>
        deps.readStore.find<ParameterLinkDoc>(PARAMETER_LINKS_COLLECTION, { where: { SITE: site, [field]: params.ref } }),
      ),
    );
    const seen = [
      ...(asFirst ?? []).map((doc) => ({ ID: doc.ID, LINKED_CODE: doc.SECOND_CODE, LABEL: doc.SECOND_LABEL })),
      ...(asSecond ?? []).map((doc) => ({ ID: doc.ID, LINKED_CODE: doc.FIRST_CODE, LABEL: doc.FIRST_LABEL })),
    ];
    const parameters = await deps.readStore.getMany<ParameterDoc>(
      PARAMETERS_COLLECTION,
      seen.map((link) => parameterId(site, link.LINKED_CODE)),
    );
    const links: ParameterLinkDto[] = seen.map((link) => ({
      ...link,
      TYPE: parameters.get(parameterId(site, link.LINKED_CODE))?.PTYP_CODE ?? null,
    }));
    return links.sort((a, b) => a.LABEL.localeCompare(b.LABEL) || a.ID - b.ID);
  },
});
