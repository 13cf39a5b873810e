import { lookupStream } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { commandSpec } from '../shared/commandRoute.ts';
import { handleCommand } from '../shared/handleCommand.ts';
import { lookupDecider, type LookupCommand } from './decider.ts';

/** Each code of each list is its own stream: two clients adding one code, one wins and one gets 409. */
export const lookupSpec = (command: LookupCommand) => ({ stream: lookupStream(command.name, command.code), decider: lookupDecider });

/**
 * The write path of lookups for the demo seed through the one handler (the routes use the same spec).
 * A refusal throws the typed AppError; nothing is written. Answers the position reached.
 */
export const runLookupCommand = async (store: CatalogueEventStore, command: LookupCommand, metadata: AppendMetadata): Promise<bigint> =>
  (await handleCommand(store, commandSpec(lookupSpec(command)), command, metadata)).position;
