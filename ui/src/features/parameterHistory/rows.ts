import type { FieldValue, ParameterHistoryEntry, Signature } from '@ftr/contracts';

/** One table row: one changed field of one change (a change with no field change still shows once). */
export interface HistoryRow {
  key: string;
  at: string;
  by: string;
  change: string;
  field: string;
  from: FieldValue;
  to: FieldValue;
  reason: string | null;
  /** The change's electronic signature, when it was signed. */
  signature?: Signature;
  /** The row starts its change (when, who and reason are shown once per change). */
  first: boolean;
}

const CHANGE_NAMES: Record<string, string> = {
  ParameterCreated: 'Created',
  ParameterUpdated: 'Edited',
  ParameterDisplayUpdated: 'Edited on a data screen',
  ConstantValueChanged: 'Constant changed',
  DependencyAdded: 'Dependency added',
  DependencyUpdated: 'Dependency changed',
  DependencyRemoved: 'Dependency removed',
  ParameterLinkCreated: 'Link created',
  ParameterLinkRemoved: 'Link removed',
  CcfAnalysisCreated: 'CCF analysis created',
  CcfAnalysisUpdated: 'CCF analysis changed',
  SpcBaselineSet: 'Control limits recomputed',
  SpcRulesSet: 'SPC rules changed',
};

/** What a change is called in the table. */
export const changeName = (change: string): string => CHANGE_NAMES[change] ?? change;

/** The rows of the history table, newest change first as the server answers (pure). */
export const historyRows = (entries: readonly ParameterHistoryEntry[]): HistoryRow[] =>
  entries.flatMap((entry) => {
    const signed = entry.signature ? { signature: entry.signature } : {};
    const base = { at: entry.at, by: entry.by, change: changeName(entry.change), reason: entry.reason, ...signed };
    const changes = entry.changes.length > 0 ? entry.changes : [{ field: '', from: null, to: null }];
    return changes.map((c, i) => ({ ...base, key: `${entry.position}:${i}`, field: c.field, from: c.from, to: c.to, first: i === 0 }));
  });

/** A value as the table shows it: empty for none, Yes/No for flags. */
export const shownValue = (value: FieldValue): string =>
  value === null ? '' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value);
