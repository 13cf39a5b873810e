/** The read-model collections this feature's projections write; READ_MODELS merges every feature's through contracts/src/features.ts. */
export const DASHBOARDS_READ_MODELS = {
  dashboards: 'dashboards',
  dashboardPlaylists: 'dashboardPlaylists',
} as const;
