import {
  PERSONAL,
  REPORT_CATEGORIES,
  SHARED,
  SITE_NAMES,
  parameterId,
  reportParameterIdOf,
  reportReadRoutes,
  type DefinitionKind,
  type ReportParameterDto,
  type RoutesOf,
  type TokenClaims,
} from '@ftr/contracts';
import type { Handlers } from '@ftr/infra/http/routes.ts';
import type { Scalar } from '@ftr/infra/readstore/port.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { REPORTS_COLLECTION, type ReportDoc } from '@ftr/read-models/reports/projection.ts';
import type { QueryDeps } from '../deps.ts';
import { byName, loadDefinitionViewer, readableDefinition, requireKindReader, toDefinitionDto, visible } from './access.ts';
import { usageHandlers } from './usage.ts';

type ReadRoutes = RoutesOf<typeof reportReadRoutes, 'query'>;

const parametersOf = (doc: ReportDoc): ReportParameterDto[] =>
  doc.PARAMETERS.map((p, i) => ({
    ID: reportParameterIdOf(doc.ID, p.paramNo),
    REPT_ID: doc.ID,
    CODE: p.code,
    SITE: p.site,
    LONG_SITE: SITE_NAMES[p.site],
    HEADING1: p.heading1,
    HEADING2: p.heading2,
    HEADING3: p.heading3,
    SEQ_NO: i + 1,
  }));

export const reportQueryHandlers = (deps: QueryDeps): Handlers<ReadRoutes> => {
  const store = deps.readStore;
  /** The user's site's definitions of a kind matching `where`, those they can see, by name. */
  const list = async (user: TokenClaims, kind: DefinitionKind, where: Record<string, Scalar>) => {
    const [docs, viewer] = await Promise.all([
      store.find<ReportDoc>(REPORTS_COLLECTION, { where: { SITE: user.site, KIND: kind, ...where } }),
      loadDefinitionViewer(store, user),
    ]);
    return docs.filter((doc) => visible(doc, viewer)).sort(byName);
  };
  const mine = async (user: TokenClaims, kind: DefinitionKind) =>
    (await list(user, kind, { OWNER: user.sub, REPORT_TYPE: PERSONAL })).map(toDefinitionDto);
  const grabbersOf = (user: TokenClaims) => {
    requireKindReader(user, 'GRABBER');
    return mine(user, 'GRABBER');
  };

  return {
    async listReportCategories({ query, user }) {
      if (query.ShowAll === 'true') return [...REPORT_CATEGORIES];
      const used = new Set((await list(user, 'REPORT', { REPORT_TYPE: SHARED })).map((doc) => doc.RCAT_ID));
      return REPORT_CATEGORIES.filter((category) => used.has(category.ID));
    },
    listPersonalReports: ({ user }) => mine(user, 'REPORT'),
    async listSharedReports({ query, user }) {
      const docs = await list(user, 'REPORT', {
        REPORT_TYPE: SHARED,
        ...(query.category === undefined ? {} : { RCAT_ID: query.category }),
      });
      return docs.map(toDefinitionDto);
    },
    async listManagedReports({ user }) {
      return (await list(user, 'REPORT', {})).map(toDefinitionDto);
    },
    async getReport({ params, user }) {
      return toDefinitionDto(await readableDefinition(store, user, params.id));
    },
    async listReportParameters({ params, user }) {
      return parametersOf(await readableDefinition(store, user, params.id));
    },
    listMyGrabbers: ({ user }) => grabbersOf(user),
    listPersonalGrabbers: ({ user }) => grabbersOf(user),
    async listSharedGrabbers({ params, user }) {
      requireKindReader(user, 'GRABBER');
      const docs = await list(user, 'GRABBER', { REPORT_TYPE: SHARED, ...(params.category === 0 ? {} : { RCAT_ID: params.category }) });
      return docs.map(toDefinitionDto);
    },
    async getGrabberHeader({ params, user }) {
      const doc = await readableDefinition(store, user, params.id);
      const columns = parametersOf(doc);
      const parameters = await store.getMany<ParameterDoc>(
        PARAMETERS_COLLECTION,
        columns.map((c) => parameterId(c.SITE, c.CODE)),
      );
      return columns.map((c) => {
        const parameter = parameters.get(parameterId(c.SITE, c.CODE));
        return { ...c, LABEL: parameter?.LABEL ?? null, DISPLAY_PRECISION: parameter?.DISPLAY_PRECISION ?? null };
      });
    },
    ...usageHandlers(deps),
  };
};
