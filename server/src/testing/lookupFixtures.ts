import { EDITABLE_LOOKUP_NAMES, parseParameterCode } from '@ftr/contracts';
import type { Infrastructure } from '@ftr/infra/config/infrastructure.ts';
import { addMissingLookups, type LookupEntry } from '../seed/demoLookups.ts';

/** The item, measurement and statistic codes that compose `codes` (each once), described as the tests'. */
export const lookupsOf = (codes: readonly string[]): LookupEntry[] => {
  const entries = new Map<string, LookupEntry>();
  for (const code of codes) {
    const parts = parseParameterCode(code.toUpperCase());
    if (!parts) throw new Error(`${code} is not a composed parameter code`);
    for (const name of EDITABLE_LOOKUP_NAMES)
      entries.set(`${name}:${parts[name]}`, { name, code: parts[name], description: `${parts[name]} (tests)` });
  }
  return [...entries.values()];
};

/**
 * A test's own parameter codes made composable: the parts its codes use that the lookup lists lack are
 * added through the lookups command path, as an administrator would add them before creating the
 * parameters (a new code must be composed of listed codes).
 */
export const listCodeParts = async (server: { infra: Pick<Infrastructure, 'eventStore'> }, codes: readonly string[]): Promise<void> => {
  await addMissingLookups({ eventStore: server.infra.eventStore, clock: { now: () => new Date() } }, lookupsOf(codes));
};
