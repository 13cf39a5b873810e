import { homePages } from './features/home.ts';
import { dataScreensPages } from './features/dataScreens.ts';
import { dashboardsPages } from './features/dashboards.ts';
import { liveDataPages } from './features/liveData.ts';
import { reportsPages } from './features/reports.ts';
import { dataGrabberPages } from './features/dataGrabber.ts';
import { summaryPages } from './features/summary.ts';
import { parametersPages } from './features/parameters.ts';
import { operationsPages } from './features/operations.ts';
import { constantsPages } from './features/constants.ts';
import { lookupsPages } from './features/lookups.ts';
import { usersPages } from './features/users.ts';
import { commentsPages } from './features/comments.ts';
import { processTagsPages } from './features/processTags.ts';
import { ccfPages } from './features/ccf.ts';
import { recalculationPages } from './features/recalculation.ts';
import { notificationsPages } from './features/notifications.ts';
import { accountPages } from './features/account.ts';
import { helpPages } from './features/help.ts';
import { dueEntriesPages } from './features/dueEntries.ts';
import type { UiFeature } from './feature.ts';
import { signaturesPages } from './features/signatures.ts';

/**
 * Every page of the product by feature, in the sidebar's order (spec 3 §2 Sidebar; Home first and
 * Notifications last are ours), then the features without a link: the route table (routeTable.ts) and the
 * sidebar (layout/shell/links.ts) are derived from it. A new feature is one line.
 */
export const UI_FEATURES: readonly UiFeature[] = [
  homePages,
  dataScreensPages,
  dashboardsPages,
  liveDataPages,
  reportsPages,
  dataGrabberPages,
  summaryPages,
  parametersPages,
  operationsPages,
  constantsPages,
  lookupsPages,
  usersPages,
  commentsPages,
  processTagsPages,
  ccfPages,
  signaturesPages,
  recalculationPages,
  notificationsPages,
  accountPages,
  helpPages,
  dueEntriesPages,
];
