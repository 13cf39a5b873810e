// The recalculation engine, pure: every calculated (SIM) value of an operation from its
// dependencies with its standard function, in dependency order so SIMs of SIMs cascade, as changes
// against the current values.
import {
  DEFAULT_STANDARD_FUNCTION,
  applyStandardFunction,
  calculationOrder,
  cellKey,
  constantInForce,
  dailyValueHour,
  hoursInFactoryDay,
  inputsOf,
  isHourlyCode,
  type ConstantStep,
  type DependencyGraph,
  type FactoryHour,
  type ParameterType,
  type StandardFunctionCode,
  type ValueChange,
} from '@ftr/contracts';

/** What the engine needs of a parameter. */
export interface ComputeParameter {
  CODE: string;
  PTYP_CODE: ParameterType;
  SFNC_CODE: StandardFunctionCode | null;
  CONSTANT_VALUE: number | null;
  /** A constant's changes at the site (constants feature): CONSTANT_VALUE holds until the first one's date. */
  CONSTANT_STEPS?: readonly ConstantStep[];
}

export interface ComputeInput {
  /** The site's parameters by code. */
  parameters: ReadonlyMap<string, ComputeParameter>;
  graph: DependencyGraph;
  /** The factory dates to recalculate. */
  dates: readonly string[];
  /** The operation's current values, by cellKey(code, date, hour); emptied cells are absent. */
  current: ReadonlyMap<string, number>;
  /** A manual recalculation: only this code at this cell, and what depends on it and holds the same cell. */
  cell?: { code: string } & FactoryHour;
  /** Only these codes (when calculated) and what depends on them, at every cell of the dates. */
  codes?: readonly string[];
}

/**
 * Results are kept to 15 significant digits: a double's noise (0.1 + 0.2) is not a change. Values are
 * not rounded to the display precision (the spec rounds only for display).
 */
const clean = (value: number): number => Number(value.toPrecision(15));

/** The cells a calculated parameter holds on the dates: every hour of each day when hourly, else the daily hour. */
export const cellsOf = (code: string, dates: readonly string[]): FactoryHour[] =>
  isHourlyCode(code)
    ? dates.flatMap((date) => Array.from({ length: hoursInFactoryDay(date) }, (_, i) => ({ date, hour: i + 1 })))
    : dates.map((date) => ({ date, hour: dailyValueHour(date) }));

/** The codes themselves, then what depends on them, each after its inputs among them. */
const orderFrom = (graph: DependencyGraph, codes: readonly string[]): string[] => {
  const dependents = calculationOrder(graph, codes);
  const wanted = new Set([...codes, ...dependents]);
  // The codes and their dependents together, in the graph's own order: a given code that depends on
  // another given code comes after it.
  const whole = calculationOrder(graph).filter((code) => wanted.has(code));
  return [...whole, ...codes.filter((code) => !whole.includes(code))];
};

/** The calculated (SIM) parameters to compute, in dependency order. */
export const recalculationOrder = (input: Pick<ComputeInput, 'parameters' | 'graph' | 'cell' | 'codes'>): string[] => {
  const isSim = (code: string) => input.parameters.get(code)?.PTYP_CODE === 'SIM';
  const from = input.cell ? [input.cell.code] : input.codes;
  const order = from ? orderFrom(input.graph, from) : calculationOrder(input.graph);
  return order.filter((code, i) => isSim(code) && order.indexOf(code) === i && input.graph.some((e) => e.calculated === code));
};

const kindOf = (value: number | null, previous: number | null): ValueChange['kind'] =>
  previous === null ? 'Insert' : value === null ? 'Delete' : 'Update';

/**
 * Computes every calculated value on the dates (or the one cell) and answers the changes against the
 * current values, in calculation order: a new or different value, or null where a value can no longer
 * be computed (an input is missing). An input that is a constant (CON) with no value in the cell takes
 * the constant's value in force on the cell's factory date. A daily SIM reads its inputs at the daily hour.
 */
export const computeRecalculation = (input: ComputeInput): ValueChange[] => {
  const values = new Map(input.current);
  const valueOf = (code: string, date: string, hour: number): number | null => {
    const cell = values.get(cellKey(code, date, hour));
    if (cell !== undefined) return cell;
    const parameter = input.parameters.get(code);
    return parameter?.PTYP_CODE === 'CON' ? constantInForce(parameter.CONSTANT_STEPS ?? [], parameter.CONSTANT_VALUE, date) : null;
  };
  const changes: ValueChange[] = [];
  for (const code of recalculationOrder(input)) {
    const fn = input.parameters.get(code)?.SFNC_CODE ?? DEFAULT_STANDARD_FUNCTION;
    const edges = inputsOf(input.graph, code);
    const cells = input.cell ? cellsOf(code, [input.cell.date]).filter((c) => c.hour === input.cell?.hour) : cellsOf(code, input.dates);
    for (const { date, hour } of cells) {
      const inputs = edges.map((edge) => ({ sequence: edge.sequence, value: valueOf(edge.dependent, date, hour) }));
      const result = applyStandardFunction(fn, inputs);
      const value = result === null ? null : clean(result);
      const key = cellKey(code, date, hour);
      const previous = input.current.get(key) ?? null;
      if (value === null) values.delete(key);
      else values.set(key, value);
      if (value !== previous) changes.push({ code, date, hour, kind: kindOf(value, previous), value, previous });
    }
  }
  return changes;
};
