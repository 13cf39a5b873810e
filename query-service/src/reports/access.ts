import {
  DATA_ACCESS_LEVELS,
  ERRORS,
  REPORT_ERRORS as E,
  USE_FLAG,
  canSee,
  categoryName,
  hasFlag,
  maintains,
  type DefinitionKind,
  type DefinitionViewer,
  type ReportDefinitionDto,
  type TokenClaims,
} from '@ftr/contracts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { AppError } from '@ftr/infra/http/errors.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { REPORTS_COLLECTION, reportDocId, type ReportDoc } from '@ftr/read-models/reports/projection.ts';

/** Reports are read with REPORTS or MAINTAIN_REPORTS; grabbers with DATA_GRABBER or MAINTAIN_GRABBERS. */
export const readsKind = (user: TokenClaims, kind: DefinitionKind): boolean =>
  hasFlag(user.flags, USE_FLAG[kind]) || maintains(kind, user.flags);
export const requireKindReader = (user: TokenClaims, kind: DefinitionKind): void => {
  if (!readsKind(user, kind)) throw new AppError('forbidden', ERRORS.forbidden);
};

/** The viewer with their READ_ACCESS from the users read model (the token does not carry it). */
export const loadDefinitionViewer = async (store: ReadStore, user: TokenClaims): Promise<DefinitionViewer> => {
  const doc = await store.get(USERS_COLLECTION, user.sub);
  const readAccess = typeof doc?.['READ_ACCESS'] === 'number' ? doc['READ_ACCESS'] : 0;
  return { username: user.sub, site: user.site, flags: user.flags, readAccess };
};

export const visible = (doc: ReportDoc, viewer: DefinitionViewer): boolean =>
  canSee({ kind: doc.KIND, site: doc.SITE, owner: doc.OWNER, reportType: doc.REPORT_TYPE, accessLevel: doc.ACCESS_LEVEL }, viewer);

/** One definition the user may read, or the 404 / 403 that says why not. */
export const readableDefinition = async (store: ReadStore, user: TokenClaims, id: number): Promise<ReportDoc> => {
  const [doc, viewer] = await Promise.all([store.get<ReportDoc>(REPORTS_COLLECTION, reportDocId(id)), loadDefinitionViewer(store, user)]);
  if (!doc) throw new AppError('not_found', E.notFound(id));
  requireKindReader(user, doc.KIND);
  if (!visible(doc, viewer)) throw new AppError('forbidden', E.notVisible);
  return doc;
};

export const byName = (a: ReportDoc, b: ReportDoc): number => a.REPORT_NAME.localeCompare(b.REPORT_NAME) || a.ID - b.ID;

export const toDefinitionDto = (doc: ReportDoc): ReportDefinitionDto => ({
  ID: doc.ID,
  KIND: doc.KIND,
  SITE: doc.SITE,
  OWNER: doc.OWNER,
  REPORT_NAME: doc.REPORT_NAME,
  ACCESS_LEVEL: doc.ACCESS_LEVEL,
  DATA_ACCESS_LEVEL: DATA_ACCESS_LEVELS.find((l) => l.ID === doc.ACCESS_LEVEL)?.DESCRIPTION ?? String(doc.ACCESS_LEVEL),
  REPORT_TYPE: doc.REPORT_TYPE,
  RCAT_ID: doc.RCAT_ID,
  CATEGORY: categoryName(doc.RCAT_ID),
  PERD_CODE: doc.PERD_CODE,
  SUPPRESS_BLANK_ROWS: doc.SUPPRESS_BLANK_ROWS,
  OUTPUT_FILE_NAME: doc.OUTPUT_FILE_NAME,
  PARAMETER_COUNT: doc.PARAMETERS.length,
  LAST_UPDATED_DTS: doc.LAST_UPDATED_DTS,
  LAST_UPDATED_BY: doc.LAST_UPDATED_BY,
});
