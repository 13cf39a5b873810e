import { parameterId, parameterRoutes, type DependencyDto, type Site } from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import { DEPENDENCIES_COLLECTION, type DependencyDoc } from '@ftr/read-models/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import type { QueryDeps } from '../deps.ts';

type ReadRoutes = Pick<typeof parameterRoutes, 'listDependents' | 'listPrecedents'>;

const bySequence = (a: DependencyDoc, b: DependencyDoc) =>
  Math.abs(a.SEQUENCE) - Math.abs(b.SEQUENCE) || (a.DEPENDENT < b.DEPENDENT ? -1 : a.DEPENDENT > b.DEPENDENT ? 1 : 0);
const byCalculated = (a: DependencyDoc, b: DependencyDoc) => (a.CALCULATED < b.CALCULATED ? -1 : a.CALCULATED > b.CALCULATED ? 1 : 0);

/** Dependencies of the user's site, with NAME and TYPE joined from the dependents' current parameters. */
export const dependencyQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const list = async (site: Site, field: 'CALCULATED' | 'DEPENDENT', code: string): Promise<DependencyDto[]> => {
    const docs = await deps.readStore.find<DependencyDoc>(DEPENDENCIES_COLLECTION, { where: { SITE: site, [field]: code } });
    docs.sort(field === 'CALCULATED' ? bySequence : byCalculated);
    const ids = [...new Set(docs.map((doc) => parameterId(site, doc.DEPENDENT)))];
    const parameters = await deps.readStore.getMany<ParameterDoc>(PARAMETERS_COLLECTION, ids);
    return docs.map((doc) => {
      const dependent = parameters.get(parameterId(site, doc.DEPENDENT));
      return {
        ID: doc.ID,
        SITE: doc.SITE,
        CALCULATED: doc.CALCULATED,
        DEPENDENT: doc.DEPENDENT,
        SEQUENCE: doc.SEQUENCE,
        NAME: dependent ? dependent.HEADING1 : doc.NAME,
        TYPE: dependent ? dependent.PTYP_CODE : doc.TYPE,
      };
    });
  };
  return {
    listDependents: ({ params, user }) => list(user.site, 'CALCULATED', params.code),
    listPrecedents: ({ params, user }) => list(user.site, 'DEPENDENT', params.code),
  };
};
