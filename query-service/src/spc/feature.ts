import { defineQueryFeature } from '../feature.ts';
import { spcQueryHandlers } from './handlers.ts';

/** The SPC feature's query handlers; listed once in query-service/src/features.ts. */
export const spcQueries = defineQueryFeature({ name: 'spc', handlers: spcQueryHandlers });
