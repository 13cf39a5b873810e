import { operationsQueries } from './operations/feature.ts';
import { usersQueries } from './users/feature.ts';
import { notificationsQueries } from './notifications/feature.ts';
import { alertsQueries } from './alerts/feature.ts';
import { ccfQueries } from './ccf/feature.ts';
import { ccfSettingsQueries } from './ccfSettings/feature.ts';
import { dataScreensQueries } from './dataScreens/feature.ts';
import { parametersQueries } from './parameters/feature.ts';
import { parameterLinksQueries } from './parameterLinks/feature.ts';
import { subscriptionsQueries } from './subscriptions/feature.ts';
import { dataValuesQueries } from './dataValues/feature.ts';
import { recalculationQueries } from './recalculation/feature.ts';
import { integrityQueries } from './integrity/feature.ts';
import { auditQueries } from './audit/feature.ts';
import { liveDataQueries } from './liveData/feature.ts';
import { lookupsQueries } from './lookups/feature.ts';
import { constantsQueries } from './constants/feature.ts';
import { reportsQueries } from './reports/feature.ts';
import { schedulesQueries } from './schedules/feature.ts';
import { commentsQueries } from './comments/feature.ts';
import { processTagsQueries } from './processTags/feature.ts';
import { dashboardsQueries } from './dashboards/feature.ts';
import { reportOutputsQueries } from './reportOutputs/feature.ts';
import { summaryQueries } from './summary/feature.ts';
import { signaturesQueries } from './signatures/feature.ts';
import { spcQueries } from './spc/feature.ts';
import { dueEntriesQueries } from './dueEntries/feature.ts';

/** Every feature with query routes, once each: the query plugin registers their handlers. A new feature is one line. */
export const QUERY_FEATURES = [
  operationsQueries,
  usersQueries,
  notificationsQueries,
  alertsQueries,
  ccfQueries,
  ccfSettingsQueries,
  dataScreensQueries,
  parametersQueries,
  parameterLinksQueries,
  subscriptionsQueries,
  dataValuesQueries,
  recalculationQueries,
  integrityQueries,
  auditQueries,
  liveDataQueries,
  lookupsQueries,
  constantsQueries,
  reportsQueries,
  schedulesQueries,
  commentsQueries,
  processTagsQueries,
  dashboardsQueries,
  reportOutputsQueries,
  summaryQueries,
  signaturesQueries,
  spcQueries,
  dueEntriesQueries,
] as const;
