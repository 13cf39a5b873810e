import { EDITABLE_LOOKUP_NAMES, lookupStream, type EditableLookupName } from '@ftr/contracts';
import type { StoreDeps } from '@ftr/command-service/deps.ts';
import { lookupEvolver } from '@ftr/command-service/lookups/decider.ts';
import { runLookupCommand } from '@ftr/command-service/lookups/run.ts';
import { fold } from '@ftr/command-service/shared/handleCommand.ts';
import { systemMetadata } from '@ftr/command-service/shared/metadata.ts';
import { ITEMS, MEASUREMENTS, STATISTICS } from './demoParametersCatalogue.ts';

/** The code parts the demo catalogue composes its parameter codes from, with the descriptions its headings use. */
export const DEMO_LOOKUPS: Record<EditableLookupName, Readonly<Record<string, string>>> = {
  item: ITEMS,
  measurement: MEASUREMENTS,
  statistic: STATISTICS,
};

/** One code of one lookup list, as the lookups screen adds it. */
export interface LookupEntry {
  name: EditableLookupName;
  code: string;
  description: string;
}

/**
 * Codes added to their lookup lists through the lookups command path as the administrator (the decider
 * checks each code fits its list). Adds only codes missing, so running it again writes nothing. Answers
 * the number of codes added.
 */
export const addMissingLookups = async (
  deps: Pick<StoreDeps, 'eventStore' | 'clock'>,
  entries: readonly LookupEntry[],
): Promise<number> => {
  let count = 0;
  for (const { name, code, description } of entries) {
    const state = fold(lookupEvolver, await deps.eventStore.readStream(lookupStream(name, code)));
    if (state.status === 'present') continue;
    await runLookupCommand(deps.eventStore, { kind: 'CreateLookup', name, code, description }, systemMetadata('CO', deps.clock, 'admin'));
    count += 1;
  }
  return count;
};

/** The demo's item, measurement and statistic lists (a second run writes nothing). */
export const seedDemoLookups = (deps: Pick<StoreDeps, 'eventStore' | 'clock'>): Promise<number> =>
  addMissingLookups(
    deps,
    EDITABLE_LOOKUP_NAMES.flatMap((name) => Object.entries(DEMO_LOOKUPS[name]).map(([code, description]) => ({ name, code, description }))),
  );
