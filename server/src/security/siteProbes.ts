import type { RouteName } from '@ftr/contracts';

/** Ids and codes of another site's (Wissington's) data, and of a head-office definition naming it, made by the test. */
export interface WiFixtures {
  today: string;
  yesterday: string;
  operation: string;
  code: string;
  screen: number;
  liveScreen: number;
  ccf: string;
  dashboard: number;
  report: number;
  /** A shared grabber defined at the central office whose one parameter is Wissington's. */
  coGrabber: number;
  playlist: number;
}

/**
 * How a route is aimed at another site:
 * - `path`: its `:site` path parameter is that site (the other parameters filled in by name);
 * - `call`: one request naming the site in its query or body, or an id of that site's record: refused;
 * - `list`: a list read that must answer without any of that site's records;
 * - `sessionSite`: the route reads or writes only the site the session is signed in at (never one the request names);
 * - `noSite`: the route reaches no site's data at all.
 */
export type Probe =
  | { kind: 'path' }
  | { kind: 'call'; method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'; url: string; body?: unknown }
  | { kind: 'list'; url: string }
  | { kind: 'sessionSite'; why: string }
  | { kind: 'noSite'; why: string };

const path: Probe = { kind: 'path' };
const call = (url: string, body?: unknown, method?: 'POST' | 'PUT' | 'PATCH' | 'DELETE'): Probe => ({
  kind: 'call',
  url,
  ...(body === undefined ? {} : { body }),
  ...(method ? { method } : {}),
});
const list = (url: string): Probe => ({ kind: 'list', url });
const sessionSite = (why: string): Probe => ({ kind: 'sessionSite', why });
const noSite = (why: string): Probe => ({ kind: 'noSite', why });

const OWN = 'the caller’s own session, inbox, favourites or subscriptions';
const GLOBAL = 'global reference data (no site)';
const USERS = 'user administration: decided by the ranking rules of docs/users.md (sites a user holds, not data of a site)';

/**
 * Every route of the table, and how a user of sites {BA, CO} tries to reach Wissington through it. Typed
 * against the route table, so a new route does not compile until it says how it reaches a site.
 */
export const siteProbes = (wi: WiFixtures): Record<RouteName, Probe> => ({
  // accounts and sessions
  login: noSite('public: signing in at a site the account does not hold is refused by the sign-in decision'),
  logout: noSite(OWN),
  refreshSession: noSite(OWN),
  changeSite: call('/auth/change-site/WI', {}, 'POST'),
  register: noSite('public: a request for an account, granted by an administrator'),
  listOperations: list('/operations'),
  listActiveOperations: list('/operations/active'),
  listLiveOperations: call('/operations/live?site=WI'),
  listRecentOperations: call('/operations/recent?site=WI'),
  createOperation: sessionSite('an operation is created at the session’s site'),
  updateOperation: sessionSite('operations are addressed by code at the session’s site'),
  deleteOperation: sessionSite('operations are addressed by code at the session’s site'),
  listUsers: noSite(USERS),
  getUser: noSite(USERS),
  createUser: noSite(USERS),
  updateUser: noSite(USERS),
  archiveUser: noSite(USERS),
  updateProfile: noSite(OWN),
  changePassword: noSite(OWN),
  requestPasswordReset: noSite('public'),
  checkPasswordReset: noSite('public'),
  completePasswordReset: noSite('public'),
  adminPasswordReset: noSite(USERS),
  listDataAccess: noSite(GLOBAL),
  // notifications and alerts
  listNotifications: noSite(OWN),
  sendNotification: call('/notifications', { site: 'WI', heading: 'Probe', message: 'Probe' }, 'POST'),
  markAllNotificationsRead: noSite(OWN),
  markNotification: noSite(OWN),
  deleteNotification: noSite(OWN),
  clearNotifications: noSite(OWN),
  listAlerts: sessionSite('the alerts of the session’s site and those for every site'),
  raiseAlert: call('/alert', { type: 'info', message: 'Probe', site: 'WI' }, 'POST'),
  clearAlert: sessionSite('an alert is cleared by id; alerts carry no plant data'),
  // CCF
  ccfSummary: sessionSite('the badges count the session’s site'),
  openCcf: sessionSite('the open CCF of a code at the session’s site'),
  raiseCcf: sessionSite('a CCF is raised at the session’s site'),
  endCcf: call(`/ccf/ccfend/${wi.ccf}/${Date.now()}/R`, {}, 'POST'),
  listCcfs: call('/ccf?site=WI'),
  getCcf: call(`/ccf/${wi.ccf}`),
  deleteCcf: call(`/ccf/${wi.ccf}`, undefined, 'DELETE'),
  ccfCommentCount: call(`/ccf/commentcount/${wi.ccf}`),
  closeCcf: call(`/ccf/close/${wi.ccf}`, { type: 6, comment: 'Probe' }, 'PATCH'),
  ccfCommentTypes: noSite(GLOBAL),
  ccfComments: call(`/ccf-comments/${wi.ccf}`),
  addCcfComment: call(`/ccf-comments/${wi.ccf}`, { type: 1, comment: 'Probe' }, 'POST'),
  editCcfComment: call(`/ccf-comments/${wi.ccf}/00000000-0000-4000-8000-000000000000`, { type: 1, comment: 'Probe' }, 'PUT'),
  ccfDataValues: call(`/ccf-data/${wi.ccf}`),
  addCcfDataValue: call(`/ccf-data/${wi.ccf}`, { analyst: 'Probe', date: wi.yesterday, hour: 1, value: 1, reason: 'Probe' }, 'POST'),
  listCcfTypes: noSite(GLOBAL),
  saveCcfType: noSite(GLOBAL),
  deleteCcfType: noSite(GLOBAL),
  listCcfAnalyses: noSite(GLOBAL),
  createCcfAnalysis: noSite(GLOBAL),
  updateCcfAnalysis: noSite(GLOBAL),
  deleteCcfAnalysis: noSite(GLOBAL),
  ccfAnalysesOfType: noSite(GLOBAL),
  ccfAnalysisParameters: sessionSite('the parameters of the session’s site using an analysis'),
  parameterCcfAnalysis: sessionSite('a parameter of the session’s site'),
  // data screens
  listDataScreens: call('/data-screens?site=WI'),
  listFavouriteScreens: list('/data-screens/favourites'),
  exportDataScreens: sessionSite('screens of the sites the session reaches (checked in the workbook test)'),
  findScreensByParameter: list(`/data-screens/code/${wi.code}`),
  getDataScreen: call(`/data-screens/${wi.screen}`),
  exportScreenMembers: call(`/data-screens/${wi.screen}/export`),
  getScreenHeading: call(`/data-screen/heading/${wi.screen}`),
  listScreenAccessLevels: noSite(GLOBAL),
  createDataScreen: sessionSite('a screen is created at the session’s site'),
  updateDataScreen: call(`/data-screen/${wi.screen}`, { DESCRIPTION: 'Probe', ACCESS_LEVEL: 1, AREA: 'A', SCREEN_TYPE: 'HLY' }, 'PUT'),
  duplicateDataScreen: call(`/data-screen/${wi.screen}`, {}, 'POST'),
  archiveDataScreen: call(`/data-screen/${wi.screen}`, undefined, 'DELETE'),
  addScreenMember: call(`/data-screen-member/${wi.screen}/${wi.code}`, {}, 'POST'),
  removeScreenMember: sessionSite('a member is addressed by its id within a screen of the session’s site'),
  swapScreenMembers: sessionSite('members are addressed by id within a screen of the session’s site'),
  moveScreenMember: sessionSite('members are addressed by id within a screen of the session’s site'),
  setScreenMemberSeparator: sessionSite('members are addressed by id within a screen of the session’s site'),
  addFavourite: call(`/data-screen-favourites/${wi.screen}`, {}, 'POST'),
  listFavourites: list('/data-screen-favourites'),
  getFavourite: call(`/data-screen-favourites/${wi.screen}`),
  removeFavourite: noSite(OWN),
  clearFavourites: noSite(OWN),
  logScreenView: call(`/data-screen-log/${wi.screen}`, {}, 'POST'),
  listScreenLog: path,
  // parameters
  createParameter: sessionSite('a parameter is created at the session’s site'),
  updateParameter: sessionSite('a parameter of the session’s site, by code'),
  updateParameterDisplay: sessionSite('a parameter of the session’s site, by code'),
  getParameter: sessionSite('a parameter of the session’s site, by code'),
  getSiteParameter: path,
  searchParameters: call('/parameters?site=WI'),
  recentParameters: list('/parameters/recent'),
  listParameterTypes: noSite(GLOBAL),
  listStandardFunctions: noSite(GLOBAL),
  listCcfParameters: sessionSite('the CCF parameters of the session’s site'),
  addDependency: sessionSite('dependencies of a parameter of the session’s site'),
  updateDependency: sessionSite('dependencies of a parameter of the session’s site'),
  removeDependency: sessionSite('dependencies of a parameter of the session’s site'),
  listDependents: sessionSite('dependencies of a parameter of the session’s site'),
  listPrecedents: sessionSite('dependencies of a parameter of the session’s site'),
  listParameterLinks: sessionSite('links of the session’s site'),
  listPeriodParameterLinks: call(`/parameter-links/period/${wi.code}?site=WI`),
  createParameterLink: sessionSite('links of the session’s site'),
  removeParameterLink: sessionSite('links of the session’s site'),
  listComments: sessionSite('production comments of the session’s site'),
  postComment: sessionSite('production comments of the session’s site'),
  deleteComment: sessionSite('production comments of the session’s site'),
  dataSummary: path,
  dataSummaryDefault: path,
  listParameterDataScreens: sessionSite('screens of the session’s site holding a code'),
  listParameterGroups: sessionSite('groups of the session’s site'),
  getParameterHistory: call(`/parameter/${wi.code}/history?site=WI`),
  listSubscriptions: noSite(OWN),
  subscribe: call('/parameter-subscribe', { code: wi.code, site: 'WI', type: 1, email: false, push: true }, 'POST'),
  updateSubscription: noSite(OWN),
  deleteSubscription: noSite(OWN),
  // data entry and values
  submitData: call(
    '/data',
    {
      submissionId: '00000000-0000-4000-8000-0000000000a1',
      screenId: String(wi.screen),
      data: [
        {
          TYPE: 'Insert',
          CODE: wi.code,
          FTR_DATE: wi.yesterday,
          FTR_HOUR: 1,
          OPERATION: wi.operation,
          AUDIT: false,
          VALUE: 1,
          ORIGINAL_VALUE: null,
          VALID: true,
        },
      ],
    },
    'POST',
  ),
  gridHeading: call(`/data-screen/heading/${wi.screen}/${wi.operation}/HLY/${wi.yesterday}/END`),
  hourlyGridData: call(`/data-screen/hourly-data-ds/${wi.operation}/${wi.screen}/${wi.yesterday}/END`),
  dailyGridData: call(`/data-screen/daily-data/${wi.operation}/${wi.screen}/${wi.yesterday}`),
  dataPoints: path,
  requestRecalculation: sessionSite('an operation of the session’s site, by code'),
  latestValueDate: path,
  listParkedEvents: noSite('administration of the deployment’s parked events (event positions and errors, no values)'),
  retryParkedEvent: noSite('administration of the deployment’s parked events'),
  dismissParkedEvent: noSite('administration of the deployment’s parked events'),
  verifyIntegrity: noSite('an administrator’s check of the whole store: counts, no values'),
  liveScreens: path,
  liveHeading: path,
  liveHourlyData: path,
  liveDailyData: path,
  recalculate: sessionSite('a recalculation at the session’s site'),
  listRecalculationJobs: sessionSite('the caller’s own jobs at the session’s site'),
  auditTrail: path,
  exportAuditTrail: path,
  getDataSettings: call('/data-settings?site=WI'),
  setReasonRule: call('/data-settings/reason-rule', { screenId: wi.screen, rule: null }, 'PUT'),
  // lookups and constants
  listLookups: noSite(GLOBAL),
  createLookup: noSite(GLOBAL),
  updateLookup: noSite(GLOBAL),
  deleteLookup: noSite(GLOBAL),
  listConstants: sessionSite('the constants of the session’s site'),
  listGlobalConstants: list('/constants/global'),
  updateConstant: sessionSite('a constant of the session’s site'),
  updateGlobalConstant: call(`/constants/global/${wi.code}`, { WI: 1, Reason: 'Probe' }, 'PATCH'),
  // reports and grabbers
  listReportCategories: noSite(GLOBAL),
  listPersonalReports: list('/reports/Personal'),
  listSharedReports: list('/reports/Shared'),
  listManagedReports: list('/Reports/shared'),
  getReport: call(`/report/${wi.report}`),
  listReportParameters: call(`/report-parameters/${wi.report}`),
  listMyGrabbers: list('/stored-grabber/me'),
  listPersonalGrabbers: list('/stored-grabbers/1'),
  listSharedGrabbers: list('/stored-grabbers/2/1'),
  getGrabberHeader: call(`/stored-grabber/header/${wi.report}`),
  listParameterPersonalReports: list(`/parameter/${wi.code}/personal-reports`),
  listParameterSharedReports: list(`/parameter/${wi.code}/shared-reports`),
  createReport: sessionSite('a report is defined at the session’s site'),
  updateReport: call(
    `/report/${wi.report}`,
    {
      REPORT_NAME: 'Probe',
      ACCESS_LEVEL: 0,
      REPORT_TYPE: 2,
      RCAT_ID: 1,
      PERD_CODE: 'D',
      SUPPRESS_BLANK_ROWS: false,
      OUTPUT_FILE_NAME: 'Probe',
    },
    'PUT',
  ),
  archiveReport: call(`/report/${wi.report}`, undefined, 'DELETE'),
  createGrabber: call('/grabber', { name: 'Probe', sourceId: wi.report }, 'POST'),
  updateGrabber: call(`/grabber/${wi.report}`, { REPORT_NAME: 'Probe', ACCESS_LEVEL: 0, REPORT_TYPE: 2, RCAT_ID: 1 }, 'PUT'),
  archiveGrabber: call(`/grabber/${wi.report}`, undefined, 'DELETE'),
  addReportParameter: call('/report-parameters', { REPT_ID: wi.coGrabber, CODE: wi.code, SITE: 'WI' }, 'POST'),
  removeReportParameter: call(`/report-parameters/${wi.report}-1`, undefined, 'DELETE'),
  clearReportParameters: call(`/report-parameters/all/${wi.report}`, undefined, 'DELETE'),
  swapReportParameters: call(`/report-parameters/sequence/${wi.report}-1/${wi.report}-2`, {}, 'PATCH'),
  // process tags
  pushTagReadings: sessionSite('readings are recorded at the service account’s session site'),
  distinctPhdTags: sessionSite('the tags of the session’s site'),
  searchPhdTags: sessionSite('the tags of the session’s site'),
  distinctIwbTags: sessionSite('the tags of the session’s site'),
  captureConflicts: sessionSite('the tags of the session’s site'),
  searchIwbTags: sessionSite('the tags of the session’s site'),
  // dashboards
  listCorporateDashboards: noSite('corporate dashboard definitions: their data is read per site (getDashboardData)'),
  listSiteDashboards: path,
  getDashboard: call(`/dashboard/${wi.dashboard}`),
  listDashboardParameters: call(`/dashboard-parameters/${wi.dashboard}`),
  listLayoutItems: call(`/dashboard-layout/rows/${wi.dashboard}`),
  getDashboardLayout: call(`/dashboard-layout/format/${wi.dashboard}`),
  getDashboardData: path,
  getOperationalSummary: path,
  createDashboard: sessionSite('a dashboard is defined at the session’s site'),
  updateDashboard: call(`/dashboard/${wi.dashboard}`, { description: 'Probe', format: 1 }, 'PATCH'),
  archiveDashboard: call(`/dashboard/${wi.dashboard}`, undefined, 'DELETE'),
  addDashboardParameter: call(`/dashboard-parameters/${wi.dashboard}`, { code: wi.code, history: 1, goal: 'Max', site: 'WI' }, 'POST'),
  updateDashboardParameter: call(`/dashboard-parameters/${wi.dashboard}-1`, { history: 1, goal: 'Max', site: 'WI' }, 'PATCH'),
  removeDashboardParameter: call(`/dashboard-parameters/${wi.dashboard}-1`, undefined, 'DELETE'),
  swapDashboardParameters: call(`/dashboard-parameters/sequence/${wi.dashboard}-1/${wi.dashboard}-2`, {}, 'PATCH'),
  addLayoutItem: call(
    `/dashboard-layout/${wi.dashboard}`,
    { row: 1, column: 1, component: 'TimeseriesTable', config: { codes: [wi.code] } },
    'POST',
  ),
  arrangeLayout: call(`/dashboard-layout/${wi.dashboard}`, { items: [] }, 'PUT'),
  removeLayoutItem: call(`/dashboard-layout/${wi.dashboard}-1`, undefined, 'DELETE'),
  listPlaylists: list('/dashboard-playlists'),
  getPlaylist: call(`/dashboard-playlist/${wi.playlist}`),
  createPlaylist: sessionSite('a playlist is defined at the session’s site'),
  updatePlaylist: call(
    `/dashboard-playlist/${wi.playlist}`,
    { name: 'Probe', items: [{ kind: 'dashboard', ref: wi.dashboard, seconds: 30 }] },
    'PUT',
  ),
  archivePlaylist: call(`/dashboard-playlist/${wi.playlist}`, undefined, 'DELETE'),
  searchGrabberParameters: list('/grabber/parameter-search?q=-'),
  grabberSelectionData: call(
    `/grabber/selection/data`,
    { parameters: [{ SITE: 'WI', CODE: wi.code }], from: wi.yesterday, to: wi.today },
    'POST',
  ),
  exportGrabberSelection: call(
    `/grabber/selection/export`,
    { parameters: [{ SITE: 'WI', CODE: wi.code }], from: wi.yesterday, to: wi.today },
    'POST',
  ),
  saveGrabberSelection: call('/grabber/selection', { name: 'Probe', parameters: [{ SITE: 'WI', CODE: wi.code }] }, 'POST'),
  // report outputs and schedules
  runReport: path,
  reportPreview: path,
  grabberData: call(`/stored-grabber/${wi.coGrabber}/${wi.yesterday}/${wi.today}`),
  grabberOperationData: call(`/stored-grabber/${wi.coGrabber}/${wi.yesterday}/${wi.today}/${wi.operation}`),
  exportGrabber: call(`/stored-grabber/export/${wi.coGrabber}/${wi.yesterday}/${wi.today}`, {}, 'POST'),
  exportGrabberOperation: call(`/stored-grabber/export/${wi.coGrabber}/${wi.yesterday}/${wi.today}/${wi.operation}`, {}, 'POST'),
  exportGrabberCsv: call('/csv', { data: { grabberId: wi.coGrabber, from: wi.yesterday, to: wi.today } }, 'POST'),
  cancelExport: noSite(OWN),
  listSchedules: call(`/schedules?definitionId=${wi.report}`),
  createSchedule: call('/schedules', { definitionId: wi.coGrabber, every: 'DAY', hour: 24, recipients: ['probe@example.com'] }, 'POST'),
  updateSchedule: sessionSite('a schedule of a definition of the session’s site'),
  deleteSchedule: sessionSite('a schedule of a definition of the session’s site'),
  // electronic signatures
  getSignatureSettings: sessionSite('the settings of the session’s site'),
  saveSignatureSettings: sessionSite('the settings of the session’s site'),
  approveReportRun: call(`/report-approvals/${wi.report}`, { fromDate: wi.yesterday, toDate: wi.today }, 'POST'),
  listReportApprovals: sessionSite('the approvals recorded at the session’s site'),
  getSpcChart: path,
  listSpcBreaks: path,
  setSpcBaseline: sessionSite('SPC limits of a parameter of the session’s site, by code'),
  setSpcRules: sessionSite('SPC rules of a parameter of the session’s site, by code'),
  // due entries
  getDueBoard: call('/due-entries?site=WI'),
  getCompleteness: call('/due-entries/completeness?site=WI'),
  listDueAlerts: noSite(OWN),
  setGrace: call(`/due-entries/grace/${wi.screen}`, { minutes: 30 }, 'PUT'),
  subscribeDueAlert: path,
  unsubscribeDueAlert: path,
});
