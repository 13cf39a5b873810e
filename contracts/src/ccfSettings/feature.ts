import { defineFeature } from '../shared/feature.ts';
import { ccfSettingsRoutes } from './routes.ts';
import { CCF_SETTINGS_EVENTS } from './events.ts';
import { CCF_SETTINGS_READ_MODELS } from './readModels.ts';

/** The ccfSettings feature's contract, listed once in contracts/src/features.ts. */
export const ccfSettingsFeature = defineFeature({
  name: 'ccfSettings',
  routes: ccfSettingsRoutes,
  events: CCF_SETTINGS_EVENTS,
  readModels: CCF_SETTINGS_READ_MODELS,
});
