import { defineCommandFeature } from '../feature.ts';
import { auditHandlers } from './handlers.ts';

/** The audit feature's command handlers; listed once in command-service/src/features.ts. */
export const auditCommands = defineCommandFeature({
  name: 'audit',
  handlers: ({ dataValues }) => auditHandlers(dataValues),
});
