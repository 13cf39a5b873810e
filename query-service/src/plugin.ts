import type { FastifyInstance } from 'fastify';
import { mergeUnique, routes } from '@ftr/contracts';
import { registerContractRoutes, routesOf } from '@ftr/infra/http/routes.ts';
import { registerReadYourWrites } from './consistency/readYourWrites.ts';
import type { QueryDeps } from './deps.ts';
import { QUERY_FEATURES } from './features.ts';

/** Registers every query route of the contract, reading read models only. */
export const registerQueryRoutes = (app: FastifyInstance, deps: QueryDeps): void => {
  registerReadYourWrites(app, deps.progress);
  // Every feature's handlers, each route's once (query-service/src/features.ts).
  registerContractRoutes(
    app,
    routesOf(routes, 'query'),
    mergeUnique(
      'Handler',
      QUERY_FEATURES.map((feature) => feature.handlers(deps)),
    ),
  );
};
