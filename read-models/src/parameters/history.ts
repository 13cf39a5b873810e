import {
  READ_MODELS,
  assertNever,
  diffFields,
  parameterId,
  type ConstantValueChanged,
  type DependencyEvent,
  type FieldChange,
  type ParameterEvent,
  type ParameterFields,
  type ParameterHistoryEntry,
  type Site,
  type SpcSettingsEvent,
  type StoredOf,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';
import { spcChanges } from '../spc/historyChanges.ts';

export const PARAMETER_HISTORY_COLLECTION = READ_MODELS.parameterHistory;

/** The span of the log during which the parameter named a CCF analysis (positions; `until` null: it still does). */
export interface NamedAnalysis {
  code: string;
  from: string;
  until: string | null;
}

/**
 * A parameter's master-data history, one document per site and code (`_id` as the
 * parameter's): every change to it, its dependencies (as the calculated parameter) and its constant's
 * value, in log order; the fields and dependencies as they stand (the old values of events written
 * before they carried them); the CCF analyses it has named, whose own changes the query merges in.
 */
export interface ParameterHistory {
  _id: string;
  SITE: Site;
  CODE: string;
  fields: ParameterFields | null;
  dependencies: Record<string, { dependent: string; sequence: number }>;
  analyses: NamedAnalysis[];
  entries: ParameterHistoryEntry[];
}
export type ParameterHistoryDoc = ProjectedDoc & ParameterHistory;

type HistoryEvent = ParameterEvent | DependencyEvent | ConstantValueChanged | SpcSettingsEvent;
type Stored = StoredOf<HistoryEvent>;

const dependencyField = (dependent: string) => `Dependency ${dependent} (sequence)`;

/** The analyses named over time after a change of the parameter's fields at log position `at`. */
const namedAfter = (analyses: readonly NamedAnalysis[], analysis: string | null, at: string): NamedAnalysis[] => {
  const current = analyses.find((a) => a.until === null);
  if ((current?.code ?? null) === analysis) return [...analyses];
  const closed = analyses.map((a) => (a.until === null ? { ...a, until: at } : a));
  return analysis === null ? closed : [...closed, { code: analysis, from: at, until: null }];
};

/** What an event changes: the field changes and the document's new fields and dependencies. */
const changesOf = (doc: ParameterHistory, event: Stored): { changes: FieldChange[]; next: Partial<ParameterHistory> } => {
  switch (event.type) {
    case 'ParameterCreated':
      return { changes: diffFields(null, event.data.fields), next: { fields: event.data.fields } };
    case 'ParameterUpdated':
      return { changes: diffFields(event.data.previous ?? doc.fields, event.data.fields), next: { fields: event.data.fields } };
    case 'ParameterDisplayUpdated': {
      const fields = doc.fields ? { ...doc.fields, ...event.data.display } : null;
      return { changes: diffFields(event.data.previous ?? doc.fields, event.data.display), next: { fields } };
    }
    case 'ConstantValueChanged': {
      const { previous, value, effectiveFrom } = event.data;
      const fields = doc.fields ? { ...doc.fields, CONSTANT_VALUE: value } : null;
      return { changes: [{ field: `CONSTANT_VALUE (in force from ${effectiveFrom})`, from: previous, to: value }], next: { fields } };
    }
    case 'DependencyAdded':
    case 'DependencyUpdated': {
      const { id, dependent, sequence } = event.data;
      const before = (event.type === 'DependencyUpdated' ? event.data.previous : null) ?? doc.dependencies[String(id)] ?? null;
      const dependencies = { ...doc.dependencies, [String(id)]: { dependent, sequence } };
      const changes: FieldChange[] =
        before && before.dependent !== dependent
          ? [
              { field: dependencyField(before.dependent), from: before.sequence, to: null },
              { field: dependencyField(dependent), from: null, to: sequence },
            ]
          : [{ field: dependencyField(dependent), from: before?.sequence ?? null, to: sequence }];
      return { changes, next: { dependencies } };
    }
    case 'DependencyRemoved': {
      const { id, dependent } = event.data;
      const { [String(id)]: removed, ...dependencies } = doc.dependencies;
      const from = event.data.previous?.sequence ?? removed?.sequence ?? null;
      return { changes: [{ field: dependencyField(dependent), from, to: null }], next: { dependencies } };
    }
    case 'SpcBaselineSet':
    case 'SpcRulesSet':
      return { changes: spcChanges(event), next: {} };
    default:
      return assertNever(event);
  }
};

const SOURCES = {
  ParameterCreated: 'parameter',
  ParameterUpdated: 'parameter',
  ParameterDisplayUpdated: 'parameter',
  ConstantValueChanged: 'constant',
  DependencyAdded: 'dependency',
  DependencyUpdated: 'dependency',
  DependencyRemoved: 'dependency',
  SpcBaselineSet: 'spc',
  SpcRulesSet: 'spc',
} as const satisfies Record<HistoryEvent['type'], ParameterHistoryEntry['source']>;

const codeOf = (event: Stored): string => ('calculated' in event.data ? event.data.calculated : event.data.code);

const withoutPosition = ({ _position, ...doc }: ParameterHistoryDoc): ParameterHistory => doc;
const empty = (event: Stored): ParameterHistory => ({
  _id: parameterId(event.data.site, codeOf(event)),
  SITE: event.data.site,
  CODE: codeOf(event),
  fields: null,
  dependencies: {},
  analyses: [],
  entries: [],
});

export const parameterHistoryProjection: ProjectionOf<ParameterHistoryDoc, HistoryEvent> = {
  collection: { name: PARAMETER_HISTORY_COLLECTION, indexes: [{ fields: ['SITE', 'CODE'], unique: true }] },
  handles: Object.keys(SOURCES) as (keyof typeof SOURCES)[],
  id: (event) => parameterId(event.data.site, codeOf(event)),
  evolve(doc, event) {
    // A constant's change reaches every site's document id; a site without the parameter keeps none.
    if (!doc && event.type === 'ConstantValueChanged') return null;
    const current = doc ? withoutPosition(doc) : empty(event);
    const { changes, next } = changesOf(current, event);
    const at = event.metadata.timestamp;
    const entry: ParameterHistoryEntry = {
      at,
      position: event.position.toString(),
      by: event.metadata.userId,
      source: SOURCES[event.type],
      change: event.type,
      changes,
      reason: event.data.reason ?? null,
      ...('signature' in event.data && event.data.signature ? { signature: event.data.signature } : {}),
    };
    const fields = next.fields === undefined ? current.fields : next.fields;
    return {
      ...current,
      ...next,
      analyses: fields ? namedAfter(current.analyses, fields.CCF_ANALYSIS, entry.position) : current.analyses,
      entries: [...current.entries, entry],
    };
  },
  siteOf: (_doc, event) => event.data.site,
};
