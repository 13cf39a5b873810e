// Where the demo's excursions and gaps go: episodes on a code's timeline that never overlap, each with an
// ordinary reading before it and (unless it is left open at the end) one after it in the same operation.
import type { Random } from './demoValuesRandom.ts';
import type { ExcursionKind, ExcursionSide } from './demoValuesSeries.ts';

/** One reading time of a code: factory date and hour, and the operation active that day. */
export interface Slot {
  date: string;
  hour: number;
  operation: string;
}

/** A code the plan may use, its timeline (hourly or daily slots) and the sides it can leave its band by. */
export interface PlanCode {
  code: string;
  ccf: boolean;
  hourly: boolean;
  timeline: readonly Slot[];
  sides: Readonly<Record<ExcursionKind, readonly ExcursionSide[]>>;
}

/** A run of readings outside a band: slots `from` .. `from + length - 1` of the code's timeline. */
export interface Episode {
  code: string;
  kind: ExcursionKind;
  side: ExcursionSide;
  from: number;
  length: number;
  /** The last reading of the demo is still outside: its CCF stays open. */
  openAtEnd: boolean;
}

export interface Plan {
  episodes: Episode[];
  /** Readings left out: by code, slot indexes of its timeline. */
  gaps: Map<string, Set<number>>;
}

/** How many of each, for a demo of `days` factory days. */
export const planCounts = (days: number) => ({
  openAtEnd: 3,
  triggerPerCcfCode: Math.max(1, Math.round(days / 20)),
  ccfAbsolute: Math.max(1, Math.round(days / 20)),
  check: Math.max(2, Math.round(days / 2)),
  missedRounds: Math.max(1, Math.round(days / 12)),
  missedReadings: Math.max(1, Math.round(days / 6)),
});

const TRIES = 25;

/** Fisher–Yates on a copy. */
const shuffle = <T>(items: readonly T[], random: Random): T[] => {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
};
/** Slots kept ordinary either side of an episode. */
const MARGIN = 2;

/**
 * Plans the excursions of a site: first the CCF episodes left open at the end (on different CCF codes,
 * hourly ones first), then per CCF code trigger-band episodes that return inside (a CCF raised, then
 * pending close), then a few beyond the CCF absolute limits, then check-limit excursions on the other
 * codes; then missed rounds (an hour with no hourly reading) and single missed readings, never inside
 * or next to an episode. Deterministic for a given random source.
 */
export const planExcursions = (codes: readonly PlanCode[], days: number, random: Random): Plan => {
  const counts = planCounts(days);
  const episodes: Episode[] = [];
  const busy = new Map<string, Set<number>>(codes.map((c) => [c.code, new Set<number>()]));
  const reserve = (c: PlanCode, from: number, to: number) => {
    for (let i = from - MARGIN; i <= to + MARGIN; i++) busy.get(c.code)?.add(i);
  };
  const free = (c: PlanCode, from: number, to: number) => {
    const taken = busy.get(c.code) ?? new Set();
    for (let i = from - MARGIN; i <= to + MARGIN; i++) if (taken.has(i)) return false;
    return true;
  };
  const usable = (kind: ExcursionKind) => codes.filter((c) => c.timeline.length > 0 && c.sides[kind].length > 0);

  const ccfCodes = usable('trigger').filter((c) => c.ccf);
  const hourlyFirst = [
    ...shuffle(
      ccfCodes.filter((c) => c.hourly),
      random,
    ),
    ...shuffle(
      ccfCodes.filter((c) => !c.hourly),
      random,
    ),
  ];
  for (const c of hourlyFirst.slice(0, counts.openAtEnd)) {
    const last = c.timeline.length - 1;
    const length = Math.min(c.hourly ? random.int(2, 6) : 1, last);
    if (length < 1) continue;
    const from = last - length + 1;
    episodes.push({ code: c.code, kind: 'trigger', side: random.pick(c.sides.trigger), from, length, openAtEnd: true });
    reserve(c, from, last);
  }

  const place = (c: PlanCode, kind: ExcursionKind) => {
    const length = c.hourly ? random.int(1, kind === 'check' ? 3 : 4) : random.int(1, 2);
    for (let attempt = 0; attempt < TRIES; attempt++) {
      const from = random.int(1, c.timeline.length - length - 1);
      const to = from + length - 1;
      const before = c.timeline[from - 1];
      const after = c.timeline[to + 1];
      if (!before || !after || before.operation !== after.operation || !free(c, from, to)) continue;
      episodes.push({ code: c.code, kind, side: random.pick(c.sides[kind]), from, length, openAtEnd: false });
      reserve(c, from, to);
      return;
    }
  };
  for (const c of ccfCodes) for (let n = 0; n < counts.triggerPerCcfCode; n++) place(c, 'trigger');
  const absolute = usable('ccfAbsolute').filter((c) => c.ccf);
  if (absolute.length > 0) for (let n = 0; n < counts.ccfAbsolute; n++) place(random.pick(absolute), 'ccfAbsolute');
  const checked = usable('check').filter((c) => !c.ccf);
  if (checked.length > 0) for (let n = 0; n < counts.check; n++) place(random.pick(checked), 'check');

  return { episodes, gaps: planGaps(codes, days, busy, random) };
};

/** Missed rounds (one hour, every hourly code) and single missed hourly readings, away from every episode. */
const planGaps = (codes: readonly PlanCode[], days: number, busy: ReadonlyMap<string, ReadonlySet<number>>, random: Random) => {
  const counts = planCounts(days);
  const gaps = new Map<string, Set<number>>();
  const hourly = codes.filter((c) => c.hourly);
  const [first] = hourly;
  if (!first) return gaps;
  const slots = first.timeline.length;
  if (slots < 3) return gaps;
  const miss = (code: string, index: number) => gaps.set(code, (gaps.get(code) ?? new Set()).add(index));
  for (let n = 0; n < counts.missedRounds; n++) {
    const index = random.int(1, slots - 2);
    if (hourly.every((c) => !busy.get(c.code)?.has(index))) for (const c of hourly) miss(c.code, index);
  }
  for (let n = 0; n < counts.missedReadings; n++) {
    const c = random.pick(hourly);
    const index = random.int(1, slots - 2);
    if (!busy.get(c.code)?.has(index)) miss(c.code, index);
  }
  return gaps;
};
