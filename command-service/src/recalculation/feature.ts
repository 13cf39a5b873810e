import { defineCommandFeature } from '../feature.ts';
import { recalculationHandlers } from './handlers.ts';

/** The recalculation feature's command handlers; listed once in command-service/src/features.ts. */
export const recalculationCommands = defineCommandFeature({
  name: 'recalculation',
  handlers: ({ dataValues }) => recalculationHandlers(dataValues),
});
