import { defineCommandFeature } from '../feature.ts';
import { signaturesHandlers } from './handlers.ts';
import { signerFor } from './signer.ts';

/** The signatures feature's command handlers; listed once in command-service/src/features.ts. */
export const signaturesCommands = defineCommandFeature({
  name: 'signatures',
  handlers: ({ options }) => signaturesHandlers(options, signerFor({ eventStore: options.eventStore, clock: options.clock, options })),
});
