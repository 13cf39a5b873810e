import { READ_MODELS, type ReadModelName, type RouteName } from '@ftr/contracts';

const CCF_DETAIL: readonly RouteName[] = ['getCcf', 'ccfComments', 'ccfDataValues', 'ccfCommentCount'];

/**
 * Which reads a change to a collection makes stale (docs/ui.md, Query cache): a notice invalidates every
 * cached read of these routes, and the ones on screen load again. A reconnection invalidates them all
 * (notices may have been missed while the socket was down).
 */
export const LIVE_ROUTES: Readonly<Partial<Record<ReadModelName, readonly RouteName[]>>> = {
  [READ_MODELS.alerts]: ['listAlerts'],
  [READ_MODELS.operations]: ['listOperations', 'listActiveOperations', 'listLiveOperations', 'listRecentOperations'],
  [READ_MODELS.users]: ['listUsers'],
  [READ_MODELS.ccfs]: ['listCcfs', 'ccfSummary', ...CCF_DETAIL],
  [READ_MODELS.ccfComments]: CCF_DETAIL,
  [READ_MODELS.ccfDataValues]: CCF_DETAIL,
  [READ_MODELS.dataScreens]: ['listDataScreens', 'getScreenHeading', 'getFavourite'],
  [READ_MODELS.screenFavourites]: ['listFavourites', 'getFavourite'],
  [READ_MODELS.recalculationJobs]: ['listRecalculationJobs'],
  [READ_MODELS.subscriptions]: ['listSubscriptions'],
  [READ_MODELS.notifications]: ['listNotifications'],
  [READ_MODELS.notificationInboxes]: ['listNotifications'],
  // An analysis shows its type's name: a renamed type reloads the analyses too.
  [READ_MODELS.ccfTypes]: ['listCcfTypes', 'listCcfAnalyses'],
  // A parameter's CCF limits and history include its analysis's.
  [READ_MODELS.ccfAnalyses]: ['listCcfAnalyses', 'getParameter', 'getSiteParameter', 'getParameterHistory'],
  [READ_MODELS.lookups]: ['listLookups'],
  [READ_MODELS.lookupUsage]: ['listLookups'],
  [READ_MODELS.constants]: ['listConstants', 'listGlobalConstants'],
  [READ_MODELS.schedules]: ['listSchedules'],
  [READ_MODELS.parameters]: ['searchParameters', 'recentParameters', 'getParameter', 'listPeriodParameterLinks'],
  [READ_MODELS.dependencies]: ['listDependents', 'listPrecedents'],
  [READ_MODELS.parameterLinks]: ['listParameterLinks', 'listPeriodParameterLinks'],
  [READ_MODELS.parameterHistory]: ['getParameterHistory'],
  [READ_MODELS.parameterLinkHistory]: ['getParameterHistory'],
  [READ_MODELS.reports]: [
    'listReportCategories',
    'listPersonalReports',
    'listSharedReports',
    'listManagedReports',
    'getReport',
    'listReportParameters',
    'listMyGrabbers',
    'listPersonalGrabbers',
    'listSharedGrabbers',
    'getGrabberHeader',
    'listParameterPersonalReports',
    'listParameterSharedReports',
    'grabberData',
    'grabberOperationData',
    'reportPreview',
  ],
  [READ_MODELS.comments]: ['listComments'],
  [READ_MODELS.processTags]: ['distinctPhdTags', 'distinctIwbTags'],
  [READ_MODELS.processTagReadings]: ['searchPhdTags', 'searchIwbTags'],
  [READ_MODELS.tagCaptures]: ['searchPhdTags', 'searchIwbTags', 'captureConflicts'],
  [READ_MODELS.dashboardPlaylists]: ['listPlaylists', 'getPlaylist'],
  [READ_MODELS.dashboards]: [
    'listCorporateDashboards',
    'listSiteDashboards',
    'getDashboard',
    'listDashboardParameters',
    'listLayoutItems',
    'getDashboardLayout',
    'getDashboardData',
  ],
  // A value entered or recalculated: open dashboards and grabber pages read their data again.
  [READ_MODELS.parameterValues]: ['getDashboardData', 'getOperationalSummary', 'grabberData', 'grabberOperationData', 'reportPreview'],
  [READ_MODELS.dataSummary]: ['dataSummary'],
};

/** The routes whose reads the changed collections make stale, each once. */
export const staleRoutes = (collections: readonly string[]): RouteName[] => [
  ...new Set(collections.flatMap((collection) => LIVE_ROUTES[collection as ReadModelName] ?? [])),
];

/** Every route a notice can make stale: what a reconnection refreshes. */
export const LIVE_ROUTE_NAMES: ReadonlySet<string> = new Set(Object.values(LIVE_ROUTES).flat());
