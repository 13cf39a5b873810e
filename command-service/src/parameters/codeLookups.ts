import { EDITABLE_LOOKUP_NAMES, lookupStream, parseParameterCode, type EditableLookupName } from '@ftr/contracts';
import type { CatalogueEventStore } from '@ftr/infra/eventstore/catalogue.ts';
import { lookupEvolver } from '../lookups/decider.ts';
import { fold } from '../shared/decider.ts';

/** The lists (item, measurement, statistic) that hold the matching part of a new parameter's code. */
export type CodeLookups = Pick<ReadonlySet<EditableLookupName>, 'has'>;

/**
 * Which parts of a composed code are codes of their lookup lists, each folded from its own stream (a
 * deleted code is not held). The period is a fixed list the code's pattern already checks.
 */
export const lookUpCodeParts = async (store: Pick<CatalogueEventStore, 'readStream'>, code: string): Promise<CodeLookups> => {
  const parts = parseParameterCode(code);
  if (!parts) return new Set();
  const held = await Promise.all(
    EDITABLE_LOOKUP_NAMES.map(async (name) => {
      const state = fold(lookupEvolver, await store.readStream(lookupStream(name, parts[name])));
      return state.status === 'present' ? [name] : [];
    }),
  );
  return new Set(held.flat());
};
