import { defineQueryFeature } from '../feature.ts';
import { ccfSettingsQueryHandlers } from './handlers.ts';

/** The ccfSettings feature's query handlers; listed once in query-service/src/features.ts. */
export const ccfSettingsQueries = defineQueryFeature({
  name: 'ccfSettings',
  handlers: (deps) => ccfSettingsQueryHandlers(deps),
});
