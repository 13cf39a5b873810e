import {
  READ_MODELS,
  SCHEDULE_EVENT_TYPES,
  assertNever,
  type Cadence,
  type DefinitionKind,
  type ScheduleEvent,
  type ScheduleRunDto,
  type Site,
  type StoredOf,
} from '@ftr/contracts';
import type { ProjectedDoc, ProjectionOf } from '../projection.ts';

export const SCHEDULES_COLLECTION = READ_MODELS.schedules;
/** Runs a schedule's document keeps (newest first). */
export const KEPT_RUNS = 10;

/** A live schedule (deleted ones are removed), _id its id; RUNS newest first, one per period (a type alias: the index-signed document accepts it). */
export type ScheduleFields = {
  _id: string;
  ID: string;
  SITE: Site;
  DEFINITION_ID: number;
  KIND: DefinitionKind;
  CREATED_BY: string;
  CREATED_AT: string;
  CADENCE: Cadence;
  RECIPIENTS: string[];
  ENABLED: boolean;
  RUNS: ScheduleRunDto[];
};
export type ScheduleDoc = ProjectedDoc & ScheduleFields;

const withRun = (runs: readonly ScheduleRunDto[], run: ScheduleRunDto): ScheduleRunDto[] =>
  [run, ...runs.filter((r) => r.period !== run.period)].sort((a, b) => b.period.localeCompare(a.period)).slice(0, KEPT_RUNS);

/** A schedule's document after an event (pure; applying an event twice changes nothing more). */
export const evolveSchedule = (doc: ScheduleFields | null, event: StoredOf<ScheduleEvent>): ScheduleFields | null => {
  const at = event.metadata.timestamp;
  switch (event.type) {
    case 'ScheduleCreated': {
      const d = event.data;
      const { cadence, recipients, enabled } = d.settings;
      return {
        _id: d.id,
        ID: d.id,
        SITE: d.site,
        DEFINITION_ID: d.definitionId,
        KIND: d.kind,
        CREATED_BY: d.owner,
        CREATED_AT: d.createdAt,
        CADENCE: cadence,
        RECIPIENTS: recipients,
        ENABLED: enabled,
        RUNS: [],
      };
    }
    case 'ScheduleUpdated': {
      const { cadence, recipients, enabled } = event.data.settings;
      return doc ? { ...doc, CADENCE: cadence, RECIPIENTS: recipients, ENABLED: enabled } : null;
    }
    case 'ScheduleDeleted':
      return null;
    case 'ScheduleRunClaimed':
      return doc ? { ...doc, RUNS: withRun(doc.RUNS, { period: event.data.period.key, status: 'RUNNING', at, reason: null }) } : null;
    case 'ScheduleRunSucceeded':
      return doc ? { ...doc, RUNS: withRun(doc.RUNS, { period: event.data.periodKey, status: 'SUCCEEDED', at, reason: null }) } : null;
    case 'ScheduleRunFailed': {
      const run: ScheduleRunDto = { period: event.data.periodKey, status: 'FAILED', at, reason: event.data.reason };
      return doc ? { ...doc, RUNS: withRun(doc.RUNS, run) } : null;
    }
    default:
      return assertNever(event);
  }
};

/** The schedules read model: every site's schedules with their last runs. */
export const schedulesProjection: ProjectionOf<ScheduleDoc, ScheduleEvent> = {
  collection: { name: SCHEDULES_COLLECTION, indexes: [{ fields: ['SITE', 'DEFINITION_ID'] }] },
  handles: SCHEDULE_EVENT_TYPES,
  id: (event) => event.data.id,
  evolve: (doc, event) => evolveSchedule(doc, event),
  siteOf: (_doc, event) => event.data.site,
};
