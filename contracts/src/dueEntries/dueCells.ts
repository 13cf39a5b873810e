import { addDays, daysBetween } from '../time/calendar.ts';
import { dailyValueHour, factoryDayEnd, factoryHourToInstant, hoursInFactoryDay } from '../time/factoryTime.ts';

/** Minutes after an hour's end (or a day's end, for daily screens) before its empty cells count as missing. */
export const DEFAULT_GRACE_MINUTES = 20;
const MINUTE_MS = 60_000;

/** A member of a screen and the instant (ISO) it joined the screen: its cells are due only from then on. */
export interface DueMember {
  readonly code: string;
  readonly since: string;
}

/** What the due cells of a screen are computed from. */
export interface DueScreen {
  readonly type: 'HLY' | 'DLY';
  readonly graceMinutes: number;
  readonly members: readonly DueMember[];
}

/** An operation's factory dates (inclusive): cells are due only on dates some operation covers. */
export interface OperationSpan {
  readonly startDate: string;
  readonly endDate: string;
}

/** The entry instant of a value filled automatically (captured from a process tag, or recalculated): always in time. */
export const AUTOMATIC_ENTRY = 0;

/**
 * The instant (epoch ms) a cell's value was first entered, AUTOMATIC_ENTRY for a captured or recalculated one,
 * undefined for an empty cell. A number, so a walk over thousands of cells allocates nothing per lookup.
 */
export type ValueLookup = (code: string, date: string, hour: number) => number | undefined;

/** One cell of a screen that should hold a value by `dueAt` (ISO). */
export interface DueCell {
  readonly code: string;
  readonly date: string;
  readonly hour: number;
  readonly dueAt: string;
}

export type CellState = 'missing' | 'late' | 'onTime';

/** The factory dates from `from` to `to` inclusive. */
export const datesFrom = (from: string, to: string): string[] =>
  Array.from({ length: Math.max(daysBetween(from, to) + 1, 0) }, (_, i) => addDays(from, i));

const covered = (operations: readonly OperationSpan[], date: string): boolean =>
  operations.some((op) => op.startDate <= date && date <= op.endDate);

interface Slot {
  readonly hour: number;
  readonly end: number;
}
const slotCache = new Map<string, readonly Slot[]>();
const SLOT_CACHE_MAX = 4096;

/** The (hour, end instant) slots of a date a screen of `type` records: every hour, or the daily value's hour (memoised: pure). */
const slotsOf = (type: DueScreen['type'], date: string): readonly Slot[] => {
  const key = `${type}|${date}`;
  let slots = slotCache.get(key);
  if (!slots) {
    slots =
      type === 'DLY'
        ? [{ hour: dailyValueHour(date), end: factoryDayEnd(date).getTime() }]
        : Array.from({ length: hoursInFactoryDay(date) }, (_, i) => ({ hour: i + 1, end: factoryHourToInstant(date, i + 1).getTime() }));
    if (slotCache.size >= SLOT_CACHE_MAX) slotCache.clear();
    slotCache.set(key, slots);
  }
  return slots;
};

/**
 * Walks every cell of a screen that was due (its end plus the grace time has passed at `now`) on the factory
 * dates `from`..`to`: dates an operation covers, hours that ended while the member was on the screen. Hands
 * `visit` the cell's code, date, hour and due instant (ms); a cell object is made only where a caller keeps one.
 */
const eachDue = (
  screen: DueScreen,
  operations: readonly OperationSpan[],
  from: string,
  to: string,
  now: Date,
  visit: (code: string, date: string, hour: number, dueAt: number) => void,
): void => {
  const grace = Math.max(screen.graceMinutes, 0) * MINUTE_MS;
  const nowMs = now.getTime();
  const since = screen.members.map((m) => ({ code: m.code, since: Date.parse(m.since) }));
  for (const date of datesFrom(from, to)) {
    if (!covered(operations, date)) continue;
    for (const { hour, end } of slotsOf(screen.type, date)) {
      const dueAt = end + grace;
      if (dueAt > nowMs) break;
      for (const member of since) if (member.since <= end) visit(member.code, date, hour, dueAt);
    }
  }
};

/** Makes the cells of one walk: every cell of a slot shares its due instant, written out once. */
const cellMaker = () => {
  const written = new Map<number, string>();
  return (code: string, date: string, hour: number, dueAt: number): DueCell => {
    let iso = written.get(dueAt);
    if (iso === undefined) {
      iso = new Date(dueAt).toISOString();
      written.set(dueAt, iso);
    }
    return { code, date, hour, dueAt: iso };
  };
};

/** Every cell of a screen that was due on the factory dates `from`..`to` at `now` (see eachDue). Pure. */
export const cellsDue = (screen: DueScreen, operations: readonly OperationSpan[], from: string, to: string, now: Date): DueCell[] => {
  const cells: DueCell[] = [];
  const cellOf = cellMaker();
  eachDue(screen, operations, from, to, now, (code, date, hour, dueAt) => cells.push(cellOf(code, date, hour, dueAt)));
  return cells;
};

const inTime = (entered: number, dueAt: number): boolean => entered === AUTOMATIC_ENTRY || entered <= dueAt;

/** A due cell's state: empty, entered after its due time, or entered in time (a captured reading is always in time). */
export const cellState = (cell: DueCell, entered: number | undefined): CellState => {
  if (entered === undefined) return 'missing';
  return inTime(entered, Date.parse(cell.dueAt)) ? 'onTime' : 'late';
};

/** The due cells of a screen that hold no value (readings captured from process tags count as entered). */
export const missingCells = (
  screen: DueScreen,
  operations: readonly OperationSpan[],
  values: ValueLookup,
  range: { from: string; to: string },
  now: Date,
): DueCell[] => {
  const cells: DueCell[] = [];
  const cellOf = cellMaker();
  eachDue(screen, operations, range.from, range.to, now, (code, date, hour, dueAt) => {
    if (values(code, date, hour) === undefined) cells.push(cellOf(code, date, hour, dueAt));
  });
  return cells;
};

/** How many cells were due and how many of them were entered in time. */
export interface Completeness {
  readonly due: number;
  readonly onTime: number;
  /** Whole percent of due cells entered in time; null when nothing was due. */
  readonly percent: number | null;
}

export const completenessOf = (
  screen: DueScreen,
  operations: readonly OperationSpan[],
  values: ValueLookup,
  range: { from: string; to: string },
  now: Date,
): Completeness => {
  let due = 0;
  let onTime = 0;
  eachDue(screen, operations, range.from, range.to, now, (code, date, hour, dueAt) => {
    due += 1;
    const value = values(code, date, hour);
    if (value !== undefined && inTime(value, dueAt)) onTime += 1;
  });
  return { due, onTime, percent: due === 0 ? null : Math.floor((onTime * 100) / due) };
};
