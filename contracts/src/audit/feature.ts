import { defineFeature } from '../shared/feature.ts';
import { auditRoutes } from './routes.ts';
import { ReasonRuleSet } from './settings.ts';
import { AUDIT_READ_MODELS } from './readModels.ts';

/** The audit feature's contract, listed once in contracts/src/features.ts. */
export const auditFeature = defineFeature({
  name: 'audit',
  routes: auditRoutes,
  events: [ReasonRuleSet],
  readModels: AUDIT_READ_MODELS,
});
