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

/**
 * The demo's item, measurement and statistic lists through the lookups command path as the administrator
 * (the decider checks each code fits its list). Seeds only codes missing, so running it again writes
 * nothing. Answers the number of codes added.
 */
export const seedDemoLookups = async (deps: Pick<StoreDeps, 'eventStore' | 'clock'>): Promise<number> => {
  let count = 0;
  for (const name of EDITABLE_LOOKUP_NAMES) {
    for (const [code, description] of Object.entries(DEMO_LOOKUPS[name])) {
      const state = fold(lookupEvolver, await deps.eventStore.readStream(lookupStream(name, code)));
      if (state.status === 'present') continue;
      await runLookupCommand(deps.eventStore, { kind: 'CreateLookup', name, code, description }, systemMetadata('CO', deps.clock, 'admin'));
      count += 1;
    }
  }
  return count;
};
