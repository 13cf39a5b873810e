import { authCommands } from './auth/feature.ts';
import { operationsCommands } from './operations/feature.ts';
import { usersCommands } from './users/feature.ts';
import { notificationsCommands } from './notifications/feature.ts';
import { alertsCommands } from './alerts/feature.ts';
import { dataScreensCommands } from './dataScreens/feature.ts';
import { parametersCommands } from './parameters/feature.ts';
import { parameterLinksCommands } from './parameterLinks/feature.ts';
import { commentsCommands } from './comments/feature.ts';
import { subscriptionsCommands } from './subscriptions/feature.ts';
import { dataValuesCommands } from './dataValues/feature.ts';
import { ccfCommands } from './ccf/feature.ts';
import { ccfSettingsCommands } from './ccfSettings/feature.ts';
import { recalculationCommands } from './recalculation/feature.ts';
import { auditCommands } from './audit/feature.ts';
import { lookupsCommands } from './lookups/feature.ts';
import { constantsCommands } from './constants/feature.ts';
import { reportsCommands } from './reports/feature.ts';
import { schedulesCommands } from './schedules/feature.ts';
import { processTagsCommands } from './processTags/feature.ts';
import { dashboardsCommands } from './dashboards/feature.ts';
import { integrityCommands } from './integrity/feature.ts';
import { signaturesCommands } from './signatures/feature.ts';
import { spcCommands } from './spc/feature.ts';
import { dueEntriesCommands } from './dueEntries/feature.ts';

/** Every feature with command routes, once each: the command plugin registers their handlers. A new feature is one line. */
export const COMMAND_FEATURES = [
  authCommands,
  operationsCommands,
  usersCommands,
  notificationsCommands,
  alertsCommands,
  dataScreensCommands,
  parametersCommands,
  parameterLinksCommands,
  commentsCommands,
  subscriptionsCommands,
  dataValuesCommands,
  ccfCommands,
  ccfSettingsCommands,
  recalculationCommands,
  auditCommands,
  lookupsCommands,
  constantsCommands,
  reportsCommands,
  schedulesCommands,
  processTagsCommands,
  dashboardsCommands,
  integrityCommands,
  signaturesCommands,
  spcCommands,
  dueEntriesCommands,
] as const;
