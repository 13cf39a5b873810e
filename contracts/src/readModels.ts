/**
 * The read-model collections the projector writes and the query side, live change notices and the UI's
 * query cache name: one typed constant instead of strings copied per package.
 */
export const READ_MODELS = {
  operations: 'operations',
  sessions: 'sessions',
  users: 'users',
  notifications: 'notifications',
  notificationInboxes: 'notification_inboxes',
  alerts: 'alerts',
  dataScreens: 'data_screens',
  screenFavourites: 'data_screen_favourites',
  screenViews: 'data_screen_views',
  parameters: 'parameters',
  parameterLinks: 'parameterLinks',
  parameterHistory: 'parameterHistory',
  parameterLinkHistory: 'parameterLinkHistory',
  dependencies: 'dependencies',
  subscriptions: 'subscriptions',
  parameterValues: 'parameterValues',
  ccfs: 'ccfs',
  ccfComments: 'ccfComments',
  ccfDataValues: 'ccfDataValues',
  ccfTypes: 'ccfTypes',
  ccfAnalyses: 'ccfAnalyses',
  recalculationJobs: 'recalculationJobs',
  auditTrail: 'auditTrail',
  auditDays: 'auditDays',
  dataSettings: 'dataSettings',
  lookups: 'lookups',
  lookupUsage: 'lookupUsage',
  constants: 'constants',
  reports: 'reports',
  comments: 'comments',
  processTagReadings: 'processTagReadings',
  processTags: 'processTags',
  tagCaptures: 'tagCaptures',
  dashboards: 'dashboards',
  dashboardPlaylists: 'dashboardPlaylists',
  dataSummary: 'dataSummary',
  schedules: 'schedules',
} as const;

/** A read-model collection's name. */
export type ReadModelName = (typeof READ_MODELS)[keyof typeof READ_MODELS];
