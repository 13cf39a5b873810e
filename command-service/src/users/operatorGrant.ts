import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { userStream } from '@ftr/contracts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { operatorGrantDecider } from './operatorGrantDecider.ts';

/**
 * The operator's `npm run admin -- grant-all <user>` (operatorGrantDecider.ts). Resolves true when something
 * changed, false when the user already held everything.
 */
export const operatorGrantAll = async (
  eventStore: CatalogueEventStore,
  input: { username: string; metadata: AppendMetadata },
): Promise<boolean> => {
  const spec = commandSpec({ stream: userStream(input.username), decider: operatorGrantDecider });
  const handled = await handleCommand(eventStore, spec, input.username, input.metadata);
  return handled.decision.events.length > 0;
};
