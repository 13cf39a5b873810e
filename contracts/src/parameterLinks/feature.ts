import { defineFeature } from '../shared/feature.ts';
import { parameterLinkRoutes } from './routes.ts';
import { PARAMETER_LINK_EVENTS } from './events.ts';
import { PARAMETER_LINKS_READ_MODELS } from './readModels.ts';

/** The parameterLinks feature's contract, listed once in contracts/src/features.ts. */
export const parameterLinksFeature = defineFeature({
  name: 'parameterLinks',
  routes: parameterLinkRoutes,
  events: PARAMETER_LINK_EVENTS,
  readModels: PARAMETER_LINKS_READ_MODELS,
});
