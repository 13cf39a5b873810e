import { lookupStream } from '@ftr/contracts';
import type { AppendMetadata, CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { handleCommand, noFacts } from '../shared/handleCommand.ts';
import { decideLookup, lookupEvolver, type LookupCommand } from './decider.ts';

/**
 * The write path of lookups (HTTP handlers and the demo seed) through the one handler: fold the code's
 * stream, decide, append at the expected revision (two clients adding one code: one wins, one gets 409).
 * A refusal throws the typed AppError; nothing is written. Answers the position reached.
 */
export const runLookupCommand = async (store: CatalogueEventStore, command: LookupCommand, metadata: AppendMetadata): Promise<bigint> => {
  const spec = { stream: lookupStream(command.name, command.code), evolver: lookupEvolver, loadFacts: noFacts, decide: decideLookup };
  return (await handleCommand(store, spec, command, metadata)).position;
};
