import type { OwningService } from './http/route.ts';
import type { Feature } from './shared/feature.ts';
import { authFeature } from './auth/feature.ts';
import { operationsFeature } from './operations/feature.ts';
import { usersFeature } from './users/feature.ts';
import { notificationsFeature } from './notifications/feature.ts';
import { alertsFeature } from './alerts/feature.ts';
import { ccfFeature } from './ccf/feature.ts';
import { ccfSettingsFeature } from './ccfSettings/feature.ts';
import { dataScreensFeature } from './dataScreens/feature.ts';
import { parametersFeature } from './parameters/feature.ts';
import { parameterLinksFeature } from './parameterLinks/feature.ts';
import { commentsFeature } from './comments/feature.ts';
import { summaryFeature } from './summary/feature.ts';
import { subscriptionsFeature } from './subscriptions/feature.ts';
import { dataValuesFeature } from './dataValues/feature.ts';
import { integrityFeature } from './integrity/feature.ts';
import { liveDataFeature } from './liveData/feature.ts';
import { recalculationFeature } from './recalculation/feature.ts';
import { auditFeature } from './audit/feature.ts';
import { lookupsFeature } from './lookups/feature.ts';
import { constantsFeature } from './constants/feature.ts';
import { reportsFeature } from './reports/feature.ts';
import { processTagsFeature } from './processTags/feature.ts';
import { dashboardsFeature } from './dashboards/feature.ts';
import { reportOutputsFeature } from './reportOutputs/feature.ts';
import { schedulesFeature } from './schedules/feature.ts';
import { signaturesFeature } from './signatures/feature.ts';
import { spcFeature } from './spc/feature.ts';
import { dueEntriesFeature } from './dueEntries/feature.ts';

/**
 * Every feature of the product, once each: the route table (routes.ts), the event catalogue
 * (events/catalogue.ts) and READ_MODELS (readModels.ts) are merged from this list. A new feature is one line.
 */
export const FEATURES = [
  authFeature,
  operationsFeature,
  usersFeature,
  notificationsFeature,
  alertsFeature,
  ccfFeature,
  ccfSettingsFeature,
  dataScreensFeature,
  parametersFeature,
  parameterLinksFeature,
  commentsFeature,
  summaryFeature,
  subscriptionsFeature,
  dataValuesFeature,
  integrityFeature,
  liveDataFeature,
  recalculationFeature,
  auditFeature,
  lookupsFeature,
  constantsFeature,
  reportsFeature,
  processTagsFeature,
  dashboardsFeature,
  reportOutputsFeature,
  schedulesFeature,
  signaturesFeature,
  spcFeature,
  dueEntriesFeature,
] as const;

/** A feature's name: what each server-side package's feature module is keyed by. */
export type FeatureName = (typeof FEATURES)[number]['name'];

/** The features with at least one route on this side: the ones whose module that side's package must list. */
export const featuresServedBy = (service: OwningService): string[] =>
  (FEATURES as readonly Feature[])
    .filter((feature) => Object.values(feature.routes).some((route) => route.service === service))
    .map((feature) => feature.name);
