import { FEATURES } from './features.ts';
import { READ_MODELS } from './readModels.ts';
import { checkReads, featureNames, featureRoutes } from './shared/feature.ts';

/**
 * The route table: every API route of the product, one source for server, OpenAPI and UI client. Merged
 * from the features' routes (contracts/src/features.ts); a route name two features share, a feature name
 * listed twice or a read of a collection no feature writes is refused at load.
 */
export const routes = featureRoutes(FEATURES);
featureNames(FEATURES);
checkReads(routes, READ_MODELS);

export type Routes = typeof routes;
export type RouteName = keyof Routes;
