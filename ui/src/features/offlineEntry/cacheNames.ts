/** The worker's cache of the grid's GET answers (workerConfig.ts fills it, sign-out empties it). */
export const API_CACHE = 'ftr-offline-api';
