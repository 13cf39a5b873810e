// Reads what a submission is decided against, from the read models (never to decide on its own: the week
// stream's fold is the authority for values; these supply parameters, operation, screen and CCF state).
import { type ChangeRecord, type Site, weekStart } from '@ftr/contracts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCFS_COLLECTION, type CcfDoc } from '@ftr/projector/ccf/projection.ts';
import { DATA_SCREENS_COLLECTION, screenDocId, type DataScreenDoc } from '@ftr/projector/dataScreens/docs.ts';
import { latestValueBefore } from '@ftr/projector/dataValues/queries.ts';
import { OPERATIONS_COLLECTION, operationDocId, type OperationDoc } from '@ftr/projector/operations/projection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/projector/parameters/projection.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import type { UserDoc } from '@ftr/projector/users/projection.ts';
import { isCcfParameter, type CcfFact, type ParameterFacts, type ScreenFacts } from './facts.ts';

/** A site's parameters by code (missing codes are absent). */
export const loadParameters = async (readStore: ReadStore, site: Site, codes: readonly string[]): Promise<Map<string, ParameterFacts>> => {
  const docs = await readStore.getMany<ParameterDoc>(PARAMETERS_COLLECTION, codes.map((code) => `${site}_${code}`));
  return new Map([...docs.values()].map((doc) => [doc.CODE, doc]));
};

export const loadOperation = async (readStore: ReadStore, site: Site, code: string) => {
  const doc = await readStore.get<OperationDoc>(OPERATIONS_COLLECTION, operationDocId(site, code));
  return doc ? { code, startDate: doc.START_DATE, endDate: doc.END_DATE } : null;
};

/** The screen a submission names and the user's WRITE_ACCESS (0 when the user is unknown). */
export const loadScreen = async (readStore: ReadStore, screenId: number, username: string) => {
  const [screen, user] = await Promise.all([
    readStore.get<DataScreenDoc>(DATA_SCREENS_COLLECTION, screenDocId(screenId)),
    readStore.get<UserDoc>(USERS_COLLECTION, username),
  ]);
  const facts: ScreenFacts | null = screen
    ? { id: screen.ID, site: screen.SITE, accessLevel: screen.ACCESS_LEVEL, codes: new Set(screen.MEMBERS.map((m) => m.code)) }
    : null;
  return { facts, writeAccess: typeof user?.WRITE_ACCESS === 'number' ? user.WRITE_ACCESS : 0 };
};

/** By parameter code, the CCF labels start from for an operation: the open one (O), else a pending-close one (R). */
export const loadCcfs = async (readStore: ReadStore, site: Site, operation: string): Promise<Map<string, CcfFact>> => {
  const [open, pending] = await Promise.all(
    (['O', 'R'] as const).map((status) => readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, OPERATION: operation, STATUS: status } })),
  );
  const ccfs = new Map<string, CcfFact>();
  for (const doc of [...(pending ?? []), ...(open ?? [])]) ccfs.set(doc.PARAMETER, { id: doc.ID, status: doc.STATUS === 'O' ? 'O' : 'R' });
  return ccfs;
};

/** For the CCF parameters of a submission: the latest value before its week. */
export const loadPrevious = async (
  readStore: ReadStore,
  site: Site,
  records: readonly ChangeRecord[],
  parameters: ReadonlyMap<string, ParameterFacts>,
): Promise<Map<string, number | null>> => {
  const [first] = records;
  if (!first) return new Map();
  const codes = [...parameters.values()].filter(isCcfParameter).map((p) => p.CODE);
  return loadPreviousBefore(readStore, site, weekStart(first.FTR_DATE), codes);
};

/** For each code: its latest value before the week starting `monday` (the prior of the week's first value). */
export const loadPreviousBefore = async (readStore: ReadStore, site: Site, monday: string, codes: readonly string[]): Promise<Map<string, number | null>> => {
  const values = await Promise.all(codes.map((code) => latestValueBefore(readStore, site, code, monday)));
  return new Map(codes.map((code, i) => [code, values[i] ?? null]));
};
