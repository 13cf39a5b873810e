import { PARAMETER_PERIODS } from '../parameters/fields.ts';
import { parseParameterCode } from '../parameters/rules.ts';
import { LOOKUP_CODE_MAX, type EditableLookupName, type LookupName } from './schemas.ts';

/** A code longer than its list allows (statistics are at most 4 characters), as 'code: …'; null when it fits. */
export const lookupCodeError = (name: EditableLookupName, code: string): string | null =>
  code.length > LOOKUP_CODE_MAX[name] ? `code: Code must be at most ${LOOKUP_CODE_MAX[name]} characters` : null;

/** What a parameter code contributes to the lookup counts: its parts, or null for a code that is not composed. */
export type LookupParts = Record<LookupName, string | null>;
export const lookupPartsOf = (code: string): LookupParts | null => {
  const parts = parseParameterCode(code);
  return parts ? { item: parts.item, measurement: parts.measurement, statistic: parts.statistic, period: parts.period } : null;
};

export interface LookupUsage {
  parameters: number;
  active_parameters: number;
}

/** Per code of one list: how many parameter codes use it and how many of those are in use (at some site). */
export const countLookupUsage = (name: LookupName, usages: readonly { parts: LookupParts; inUse: boolean }[]): Map<string, LookupUsage> => {
  const counts = new Map<string, LookupUsage>();
  for (const { parts, inUse } of usages) {
    const code = parts[name];
    if (code === null) continue;
    const count = counts.get(code) ?? { parameters: 0, active_parameters: 0 };
    counts.set(code, { parameters: count.parameters + 1, active_parameters: count.active_parameters + (inUse ? 1 : 0) });
  }
  return counts;
};

/** The fixed period list (spec 2 §9: the last letter of a code). */
export const PERIOD_LOOKUPS: readonly { code: string; description: string }[] = Object.entries(PARAMETER_PERIODS).map(
  ([code, description]) => ({ code, description }),
);

/** The search of a lookup list: the code or the description contains the text (any case). */
export const matchesLookupSearch = (lookup: { code: string; description: string }, search: string | undefined): boolean => {
  const text = search?.trim().toLowerCase() ?? '';
  return text === '' || lookup.code.toLowerCase().includes(text) || lookup.description.toLowerCase().includes(text);
};
