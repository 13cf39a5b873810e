// What a change asks of recalculation (pure): the events that change an input of a calculated parameter,
// turned into the cells to recompute, and a burst of them merged into one request per site, operation
// and factory week.
import { factoryToday, weekStart, type AnyStoredEvent, type DependencyGraph, type Site } from '@ftr/contracts';
import type { OperationSpan } from '../shared/readModels.ts';

/** One request to make: the codes (and what depends on them) of an operation, from a date (through one). */
export interface Trigger {
  site: Site;
  operation: string;
  from: string;
  /** Absent: to the operation's last open day. */
  through?: string | undefined;
  codes: string[];
  /** The event that changed the input (`{stream}@{revision}`). */
  cause: string;
}

/** The event types the recalculation process manager follows to request work. */
export const TRIGGER_TYPES = [
  'ParameterValuesSubmitted',
  'ConstantValueChanged',
  'DependencyAdded',
  'DependencyUpdated',
  'DependencyRemoved',
  'ParameterUpdated',
] as const;
export type TriggerEvent = Extract<AnyStoredEvent, { type: (typeof TRIGGER_TYPES)[number] }>;
export const isTriggerEvent = (event: AnyStoredEvent): event is TriggerEvent => (TRIGGER_TYPES as readonly string[]).includes(event.type);

export const eventId = (event: Pick<AnyStoredEvent, 'stream' | 'revision'>): string => `${event.stream}@${event.revision}`;

/** What a trigger needs to know of the site. */
export interface TriggerFacts {
  graph: DependencyGraph;
  /** The site's operations with values on or after the date (the read model's operationsFrom). */
  operationsFrom(date: string): Promise<OperationSpan[]>;
  now: Date;
}

const isInput = (graph: DependencyGraph, code: string): boolean => graph.some((edge) => edge.dependent === code);

/** Operations that have started by today and hold values from `from` on, each from the later of the two dates. */
const openOperations = async (facts: TriggerFacts, from: string) => {
  const today = factoryToday(facts.now);
  return (await facts.operationsFrom(from)).filter((op) => op.startDate <= today);
};

/** Fields of a parameter that change what it computes, or the value it gives as an input. */
const computes = (fields: { PTYP_CODE: string; SFNC_CODE: string | null; CONSTANT_VALUE: number | null }): string =>
  `${fields.PTYP_CODE}|${fields.SFNC_CODE ?? ''}|${fields.CONSTANT_VALUE ?? ''}`;

/**
 * The recalculation an event calls for:
 * - a value entered (grid, API, CCF data value, tag capture, import): its dependents at its cells' date;
 * - a constant's new value: its dependents from the date it is in force, in every operation from then;
 * - a dependency, or a parameter's type, standard function or constant value, edited: the calculated
 *   parameter and its dependents over each operation still open today, from its start.
 */
export const triggersOf = async (event: TriggerEvent, facts: TriggerFacts): Promise<Trigger[]> => {
  const cause = eventId(event);
  const whole = async (site: Site, code: string, from?: string): Promise<Trigger[]> =>
    (await openOperations(facts, from ?? factoryToday(facts.now))).map((op) => ({
      site,
      operation: op.code,
      from: from !== undefined && from > op.startDate ? from : op.startDate,
      codes: [code],
      cause,
    }));
  switch (event.type) {
    case 'ParameterValuesSubmitted': {
      const { site, operation, changes } = event.data;
      const [first] = changes;
      if (!first || !isInput(facts.graph, first.code)) return [];
      return [{ site, operation, from: first.date, through: first.date, codes: [first.code], cause }];
    }
    case 'ConstantValueChanged':
      return isInput(facts.graph, event.data.code) ? whole(event.data.site, event.data.code, event.data.effectiveFrom) : [];
    case 'DependencyAdded':
    case 'DependencyUpdated':
    case 'DependencyRemoved':
      return whole(event.data.site, event.data.calculated);
    case 'ParameterUpdated': {
      const { site, code, fields, previous } = event.data;
      if (previous && computes(previous) === computes(fields)) return [];
      return fields.PTYP_CODE === 'SIM' || isInput(facts.graph, code) ? whole(site, code) : [];
    }
  }
};

/** The key a trigger merges under: a dated change by its week, a ranged one by its operation. */
const keyOf = (t: Trigger): string =>
  t.through === undefined ? `${t.site}|${t.operation}|*` : `${t.site}|${t.operation}|${weekStart(t.from)}`;

/**
 * A burst as few requests as it can be: dated changes of one site, operation and factory week become one
 * request over their dates and codes; ranged ones of one site and operation one request from the earliest
 * date. Each keeps the first cause.
 */
export const coalesce = (triggers: readonly Trigger[]): Trigger[] => {
  const merged = new Map<string, Trigger>();
  for (const t of triggers) {
    const key = keyOf(t);
    const seen = merged.get(key);
    if (!seen) {
      merged.set(key, { ...t, codes: [...t.codes] });
      continue;
    }
    seen.from = t.from < seen.from ? t.from : seen.from;
    if (seen.through !== undefined && t.through !== undefined && t.through > seen.through) seen.through = t.through;
    for (const code of t.codes) if (!seen.codes.includes(code)) seen.codes.push(code);
  }
  return [...merged.values()];
};
