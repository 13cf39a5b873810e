// The fold of one values week stream: current cell values and the submissions already applied.
import type { StoredEvent, ValuesStreamEvent } from '@ftr/contracts';

/** The `never` check of an exhaustive switch that skips, rather than throws on, a type it does not know. */
const skipUnknown = (_event: never): void => undefined;

export interface CellState {
  value: number;
  operation: string;
}

/** Slot of a cell within a week: `${date}|${hh}`; sorting slots sorts cells in time order. */
export const slotOf = (date: string, hour: number): string => `${date}|${String(hour).padStart(2, '0')}`;

export interface WeekState {
  /** Revision of the last event folded (-1: the stream does not exist yet). */
  revision: number;
  /** Global position of the last event folded (the read side must reach it before CCFs are read). */
  position: bigint | undefined;
  /** code -> slot -> value; emptied cells are absent. */
  cells: ReadonlyMap<string, ReadonlyMap<string, CellState>>;
  /** Submission id -> global position of its last event (idempotency). */
  submissions: ReadonlyMap<string, bigint>;
}

export const emptyWeek: WeekState = { revision: -1, position: undefined, cells: new Map(), submissions: new Map() };

/** The week fold as an Evolver (one stored event at a time; `foldWeek` folds many at once). */
export const weekEvolver = {
  initialState: emptyWeek,
  evolve: (state: WeekState, event: StoredEvent): WeekState => foldWeek(state, [event]),
};

export const cellValue = (state: WeekState, code: string, date: string, hour: number): number | null =>
  state.cells.get(code)?.get(slotOf(date, hour))?.value ?? null;

/** An event to fold: stored, or just appended (metadata.submissionId marks every event of a submission). */
type Folded = Pick<StoredEvent, 'type' | 'data' | 'revision' | 'position'> & { metadata?: { submissionId?: string | undefined } };

const WEEK_EVENT_TYPES: ReadonlySet<string> = new Set<ValuesStreamEvent['type']>([
  'ParameterValuesSubmitted',
  'ParameterValuesRecalculated',
  'CcfRaised',
  'CcfPendingClose',
  'CcfLabelIntent',
]);
/** One of a values week stream's own events (by type; the store has checked its data against the event catalogue). */
const isWeekEvent = (event: Folded): event is Folded & ValuesStreamEvent => WEEK_EVENT_TYPES.has(event.type);

/**
 * Folds events onto a state, returning a new state (the given one is never changed: cached states are
 * shared). Maps are copied once per call, not per event, so a long catch-up stays cheap.
 */
export const foldWeek = (state: WeekState, events: readonly Folded[]): WeekState => {
  if (events.length === 0) return state;
  const cells = new Map(state.cells);
  const copied = new Set<string>();
  const submissions = new Map(state.submissions);
  const codeCells = (code: string): Map<string, CellState> => {
    if (!copied.has(code)) {
      cells.set(code, new Map(cells.get(code)));
      copied.add(code);
    }
    return cells.get(code) as Map<string, CellState>;
  };
  for (const stored of events) {
    const event = isWeekEvent(stored) ? stored : undefined;
    switch (event?.type) {
      case 'ParameterValuesSubmitted':
      case 'ParameterValuesRecalculated':
        for (const change of event.data.changes) {
          const slots = codeCells(change.code);
          const slot = slotOf(change.date, change.hour);
          if (change.value === null) slots.delete(slot);
          else slots.set(slot, { value: change.value, operation: event.data.operation });
        }
        if (event.type === 'ParameterValuesSubmitted') submissions.set(event.data.submissionId, stored.position);
        break;
      case 'CcfRaised':
      case 'CcfPendingClose':
      case 'CcfLabelIntent':
      case undefined: // an event type this fold does not know is skipped, not fatal
        break;
      default: {
        skipUnknown(event); // compile-time exhaustive; at run time an unknown type is skipped
      }
    }
    // The submission's position is its append's last event (its label intents follow its values).
    const submissionId = stored.metadata?.submissionId;
    if (submissionId !== undefined && submissions.has(submissionId)) submissions.set(submissionId, stored.position);
  }
  const last = events[events.length - 1] as Folded;
  return { revision: last.revision, position: last.position, cells, submissions };
};
