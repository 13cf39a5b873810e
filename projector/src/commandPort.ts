// The command side's query port (contracts/src/commandReadModels.ts) over the read store, next to the
// projections that own those read models: the one place that maps their documents to the facts a
// command or reactor needs. The composition root (server/src/compose/) injects it into the command service.
import {
  CCF_ANALYSES_COLLECTION,
  CCF_TYPES_COLLECTION,
  FLAGS,
  SITES,
  SUBSCRIPTIONS_COLLECTION,
  addDays,
  emailKey,
  parameterId,
  siteAccessKey,
  type CcfLimitPeriod,
  type Site,
} from '@ftr/contracts';
import type {
  CcfFact,
  CcfRecord,
  ParameterFacts,
  ReadModels,
  ScreenFacts,
  SiteParameter,
  ValueSubscription,
} from '@ftr/contracts/commandReadModels.ts';
import { USERS_COLLECTION } from '@ftr/infra/auth/sessions.ts';
import { pollForPosition } from '@ftr/infra/eventstore/followPosition.ts';
import type { ReadStore } from '@ftr/infra/readstore/port.ts';
import { CCF_COMMENTS_COLLECTION, type CcfCommentDoc } from '@ftr/read-models/ccf/comments.ts';
import { CCFS_COLLECTION, isDeleted, type CcfDoc } from '@ftr/read-models/ccf/projection.ts';
import type { CcfAnalysisDoc, CcfTypeDoc } from '@ftr/read-models/ccfSettings/projection.ts';
import { analysisLimits } from '@ftr/read-models/ccfSettings/limits.ts';
import { parametersUsingAnalysis, parametersUsingType } from '@ftr/read-models/ccfSettings/usage.ts';
import { DATA_SCREENS_COLLECTION, screenDocId, type DataScreenDoc } from '@ftr/read-models/dataScreens/docs.ts';
import { parametersUsingLookup } from '@ftr/read-models/lookups/usage.ts';
import {
  INBOXES_COLLECTION,
  NOTIFICATIONS_COLLECTION,
  isNotificationCleared,
  isNotificationRead,
  type InboxDoc,
  type NotificationDoc,
} from '@ftr/read-models/notifications/docs.ts';
import { latestValueBefore } from '@ftr/read-models/dataValues/queries.ts';
import { seriesBetween, seriesUpTo } from '@ftr/read-models/spc/series.ts';
import { OPERATIONS_COLLECTION, operationDocId, type OperationDoc } from '@ftr/read-models/operations/projection.ts';
import { DEPENDENCIES_COLLECTION, type DependencyDoc } from '@ftr/read-models/parameters/dependencyProjection.ts';
import { PARAMETERS_COLLECTION, type ParameterDoc } from '@ftr/read-models/parameters/projection.ts';
import { readCheckpoint } from './runtime/projector.ts';
import { REPORTS_COLLECTION, reportDocId, type ReportDoc } from '@ftr/read-models/reports/projection.ts';
import { SCHEDULES_COLLECTION, type ScheduleDoc } from '@ftr/read-models/schedules/projection.ts';
import type { SubscriptionDoc } from '@ftr/read-models/subscriptions/projection.ts';
import type { UserDoc } from '@ftr/read-models/users/projection.ts';

const siteParameters = async (readStore: ReadStore, docs: readonly ParameterDoc[]): Promise<SiteParameter[]> => {
  const limits = await analysisLimits(
    readStore,
    docs.map((d) => d.CCF_ANALYSIS),
  );
  return docs.map((doc) => parameterFacts(doc, (doc.CCF_ANALYSIS && limits.get(doc.CCF_ANALYSIS)) || []));
};

const parameterFacts = (p: ParameterDoc, ccfLimits: CcfLimitPeriod[]): SiteParameter => ({
  CODE: p.CODE,
  PTYP_CODE: p.PTYP_CODE,
  SFNC_CODE: p.SFNC_CODE,
  CONSTANT_VALUE: p.CONSTANT_VALUE,
  UPPER_ABS_LIMIT: p.UPPER_ABS_LIMIT,
  LOWER_ABS_LIMIT: p.LOWER_ABS_LIMIT,
  CCF_TYPE: p.CCF_TYPE,
  CCF_ANALYSIS: p.CCF_ANALYSIS,
  ccfLimits,
});

const screenFacts = (doc: DataScreenDoc): ScreenFacts => ({
  id: doc.ID,
  site: doc.SITE,
  accessLevel: doc.ACCESS_LEVEL,
  codes: new Set(doc.MEMBERS.map((m) => m.code)),
});

const ccfRecord = (doc: CcfDoc): CcfRecord => ({
  ID: doc.ID,
  SITE: doc.SITE,
  PARAMETER: doc.PARAMETER,
  OPERATION: doc.OPERATION,
  STATUS: doc.STATUS,
  RAISED_FROM: doc.RAISED_FROM,
  position: doc._position,
});

/** Read-your-writes: resolves true once the projector group's checkpoint reaches `position` (false after `timeoutMs`). */
export const checkpointWaiter =
  (readStore: ReadStore, group = 'main') =>
  (position: bigint, timeoutMs: number): Promise<boolean> =>
    pollForPosition(() => readCheckpoint(readStore, group), position, timeoutMs);

const valueSubscription = (doc: SubscriptionDoc): ValueSubscription => ({
  username: doc.USERNAME,
  type: doc.SUBSCRIPTION_TYPE,
  push: doc.PUSH_NOTIFICATION,
  email: doc.EMAIL,
});

/** The query port over a read store; `group` is the projector group whose checkpoint read-your-writes waits on. */
export const createCommandReadModels = (readStore: ReadStore, group = 'main'): ReadModels => ({
  async parameters(site, codes) {
    const docs = await readStore.getMany<ParameterDoc>(
      PARAMETERS_COLLECTION,
      codes.map((code) => `${site}_${code}`),
    );
    const facts = await siteParameters(readStore, [...docs.values()]);
    return new Map<string, ParameterFacts>(facts.map((p) => [p.CODE, p]));
  },
  siteParameters: async (site) =>
    siteParameters(readStore, await readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: site } })),
  dependencies: async (site) =>
    (await readStore.find<DependencyDoc>(DEPENDENCIES_COLLECTION, { where: { SITE: site } })).map((d) => ({
      calculated: d.CALCULATED,
      dependent: d.DEPENDENT,
      sequence: d.SEQUENCE,
    })),
  inputCount: (site, calculated) => readStore.count(DEPENDENCIES_COLLECTION, { where: { SITE: site, CALCULATED: calculated } }),
  async operation(site, code) {
    const doc = await readStore.get<OperationDoc>(OPERATIONS_COLLECTION, operationDocId(site, code));
    return doc ? { code, startDate: doc.START_DATE, endDate: doc.END_DATE } : null;
  },
  operationsFrom: async (site, date) =>
    (
      await readStore.find<OperationDoc>(OPERATIONS_COLLECTION, {
        where: { SITE: site },
        range: { field: 'END_DATE', gte: addDays(date, -1) },
      })
    ).map((doc) => ({ code: doc.OPTN_CODE, startDate: doc.START_DATE, endDate: doc.END_DATE })),
  async writer(username) {
    const user = await readStore.get<UserDoc>(USERS_COLLECTION, username);
    return {
      writeAccess: typeof user?.WRITE_ACCESS === 'number' ? user.WRITE_ACCESS : 0,
      maintainer: user?.MAINTAIN_DATA_SCREENS === true,
    };
  },
  dataEntryScreens: async (site: Site) =>
    (await readStore.find<DataScreenDoc>(DATA_SCREENS_COLLECTION, { where: { SITE: site, AREA: 'A' } })).map(screenFacts),
  async screen(id) {
    const doc = await readStore.get<DataScreenDoc>(DATA_SCREENS_COLLECTION, screenDocId(id));
    return doc ? screenFacts(doc) : null;
  },
  async activeCcfs(site, operation) {
    const [open, pending] = await Promise.all(
      (['O', 'R'] as const).map((status) =>
        readStore.find<CcfDoc>(CCFS_COLLECTION, { where: { SITE: site, OPERATION: operation, STATUS: status } }),
      ),
    );
    const ccfs = new Map<string, CcfFact>();
    for (const doc of [...(pending ?? []), ...(open ?? [])])
      ccfs.set(doc.PARAMETER, { id: doc.ID, status: doc.STATUS === 'O' ? 'O' : 'R' });
    return ccfs;
  },
  ccfCount: (site, parameter, operation) =>
    readStore.count(CCFS_COLLECTION, { where: { SITE: site, PARAMETER: parameter, OPERATION: operation } }),
  async openCcf(site, parameter, operation) {
    const [doc] = await readStore.find<CcfDoc>(CCFS_COLLECTION, {
      where: { SITE: site, PARAMETER: parameter, OPERATION: operation, STATUS: 'O' },
      limit: 1,
    });
    return doc ? ccfRecord(doc) : null;
  },
  async ccf(id) {
    const doc = await readStore.get<CcfDoc>(CCFS_COLLECTION, id);
    return doc && !isDeleted(doc) ? ccfRecord(doc) : null;
  },
  async ccfComment(commentId) {
    const doc = await readStore.get<CcfCommentDoc>(CCF_COMMENTS_COLLECTION, commentId);
    return doc ? { ccfId: doc.CCF_ID, username: doc.USERNAME, type: doc.TYPE, comment: doc.COMMENT, position: doc._position } : null;
  },
  latestValueBefore: (site, code, date) => latestValueBefore(readStore, site, code, date),
  valuesBetween: (site, code, from, to) => seriesBetween(readStore, site, code, from, to),
  valuesUpTo: (site, code, date, hour, count) => seriesUpTo(readStore, site, code, date, hour, count),
  taggedParameters: async (site) =>
    (await readStore.find<ParameterDoc>(PARAMETERS_COLLECTION, { where: { SITE: site, PTYP_CODE: 'REA', IN_USE_FLAG: true } }))
      .filter((p) => p.PROCESS_TAG || p.IWB_TAG)
      .map((p) => ({ code: p.CODE, processTag: p.PROCESS_TAG || null, iwbTag: p.IWB_TAG || null })),
  ccfTypeExists: async (code) => (await readStore.get<CcfTypeDoc>(CCF_TYPES_COLLECTION, code)) !== null,
  async ccfAnalysis(code) {
    const doc = await readStore.get<CcfAnalysisDoc>(CCF_ANALYSES_COLLECTION, code);
    return doc
      ? { type: doc.type, low_abs: doc.low_abs, low_trigger: doc.low_trigger, high_trigger: doc.high_trigger, high_abs: doc.high_abs }
      : null;
  },
  parametersUsingCcfType: async (code) => (await parametersUsingType(readStore, code)).length,
  parametersUsingCcfAnalysis: async (code) => (await parametersUsingAnalysis(readStore, code)).length,
  parametersUsingLookup: (name, code) => parametersUsingLookup(readStore, name, code),
  valueSubscriptions: async (site, code) =>
    (await readStore.find<SubscriptionDoc>(SUBSCRIPTIONS_COLLECTION, { where: { SITE_NAME: site, PARM_CODE: code } })).map(
      valueSubscription,
    ),
  async subscribedParameter(site, code) {
    const doc = await readStore.get<ParameterDoc>(PARAMETERS_COLLECTION, parameterId(site, code));
    return doc
      ? {
          HEADING1: doc.HEADING1,
          DISPLAY_PRECISION: doc.DISPLAY_PRECISION,
          UNITS: doc.UNITS,
          UPPER_CHK_LIMIT: doc.UPPER_CHK_LIMIT,
          LOWER_CHK_LIMIT: doc.LOWER_CHK_LIMIT,
          UPPER_ABS_LIMIT: doc.UPPER_ABS_LIMIT,
          LOWER_ABS_LIMIT: doc.LOWER_ABS_LIMIT,
        }
      : null;
  },
  async recipients(usernames) {
    const users = await readStore.getMany<UserDoc>(USERS_COLLECTION, usernames);
    return new Map(
      [...users].map(([username, user]) => [
        username,
        { active: user.ACTIVE, sites: SITES.filter((site) => user[siteAccessKey(site)]), email: user.EMAIL.trim() },
      ]),
    );
  },
  async inboxCounts(username) {
    const [inbox, docs] = await Promise.all([
      readStore.get<InboxDoc>(INBOXES_COLLECTION, username),
      readStore.find<NotificationDoc>(NOTIFICATIONS_COLLECTION, { where: { USERNAME: username } }),
    ]);
    const shown = docs.filter((doc) => !isNotificationCleared(doc, inbox));
    return { shown: shown.length, unread: shown.filter((doc) => !isNotificationRead(doc, inbox)).length };
  },
  async accountsByEmail(emails) {
    const keys = [...new Set(emails.map(emailKey))].filter((key) => key !== '');
    const found = await Promise.all(keys.map((key) => readStore.find<UserDoc>(USERS_COLLECTION, { where: { EMAIL_KEY: key } })));
    return new Map(
      keys
        .map((key, i) => [key, found[i] ?? []] as const)
        .filter(([, users]) => users.length > 0)
        .map(([key, users]) => [
          key,
          users.map((user) => ({
            username: user.USERNAME,
            active: user.ACTIVE,
            sites: SITES.filter((site) => user[siteAccessKey(site)]),
            flags: FLAGS.filter((flag) => user[flag]),
          })),
        ]),
    );
  },
  // A schedule of an archived report or grabber (its document is gone) is not due: it would only fail each period.
  enabledSchedules: async () => {
    const schedules = await readStore.find<ScheduleDoc>(SCHEDULES_COLLECTION, { where: { ENABLED: true } });
    const live = await readStore.getMany<ReportDoc>(REPORTS_COLLECTION, [
      ...new Set(schedules.map((doc) => reportDocId(doc.DEFINITION_ID))),
    ]);
    return schedules
      .filter((doc) => live.has(reportDocId(doc.DEFINITION_ID)))
      .map((doc) => ({
        id: doc.ID,
        cadence: doc.CADENCE,
        createdAt: doc.CREATED_AT,
        periods: doc.RUNS.map((run) => run.period),
      }));
  },
  reached: checkpointWaiter(readStore, group),
});
