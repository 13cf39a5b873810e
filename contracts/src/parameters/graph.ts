/**
 * The dependency graph of a site (pure helpers for the decider and the recalculation engine).
 * An edge says: `calculated` (a SIM parameter) takes `dependent` (an input) with `sequence`.
 */
export interface DependencyEdge {
  calculated: string;
  dependent: string;
  sequence: number;
}
export type DependencyGraph = readonly DependencyEdge[];

const byCode = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Inputs of each calculated parameter. */
const inputsMap = (graph: DependencyGraph): Map<string, string[]> => {
  const map = new Map<string, string[]>();
  for (const { calculated, dependent } of graph) map.set(calculated, [...(map.get(calculated) ?? []), dependent]);
  return map;
};

/** Users of each input (the calculated parameters that take it). */
const usersMap = (graph: DependencyGraph): Map<string, Set<string>> => {
  const map = new Map<string, Set<string>>();
  for (const { calculated, dependent } of graph) map.set(dependent, (map.get(dependent) ?? new Set()).add(calculated));
  return map;
};

/** The inputs of a calculated parameter, ordered by the magnitude of their sequence. */
export const inputsOf = (graph: DependencyGraph, calculated: string): DependencyEdge[] =>
  graph
    .filter((edge) => edge.calculated === calculated)
    .sort((a, b) => Math.abs(a.sequence) - Math.abs(b.sequence) || byCode(a.dependent, b.dependent));

/** The calculated parameters that take `code` directly as an input, by code. */
export const dependentsOf = (graph: DependencyGraph, code: string): string[] => [...(usersMap(graph).get(code) ?? [])].sort(byCode);

/** Every calculated parameter affected, directly or through others, by a change of any of `changed`. */
export const affectedBy = (graph: DependencyGraph, changed: Iterable<string>): Set<string> => {
  const users = usersMap(graph);
  const affected = new Set<string>();
  const queue = [...changed];
  for (let code = queue.shift(); code !== undefined; code = queue.shift()) {
    for (const user of users.get(code) ?? []) {
      if (affected.has(user)) continue;
      affected.add(user);
      queue.push(user);
    }
  }
  return affected;
};

/**
 * The order to calculate in: every calculated parameter after all of its calculated inputs (Kahn's
 * algorithm, ties by code so the order is deterministic). With `changed`, only the parameters affected
 * by those inputs; without, every calculated parameter of the graph. Parameters on a cycle (refused on
 * write, so never expected) are left out.
 */
export const calculationOrder = (graph: DependencyGraph, changed?: Iterable<string>): string[] => {
  const wanted = changed ? affectedBy(graph, changed) : new Set(graph.map((edge) => edge.calculated));
  const inputs = inputsMap(graph);
  const users = usersMap(graph);
  const pending = new Map<string, number>();
  for (const code of wanted) pending.set(code, new Set((inputs.get(code) ?? []).filter((i) => wanted.has(i))).size);
  const ready = [...wanted].filter((code) => pending.get(code) === 0).sort(byCode);
  const order: string[] = [];
  for (let code = ready.shift(); code !== undefined; code = ready.shift()) {
    order.push(code);
    const next = [...(users.get(code) ?? [])].filter((user) => wanted.has(user));
    for (const user of new Set(next)) {
      const left = (pending.get(user) ?? 0) - 1;
      pending.set(user, left);
      if (left === 0) ready.push(user);
    }
    ready.sort(byCode);
  }
  return order;
};

/**
 * The cycle that adding "`calculated` takes `dependent`" would close, as a path from `calculated`
 * back to itself (e.g. [A, B, C, A]), or null when the edge keeps the graph acyclic.
 */
export const findCycle = (graph: DependencyGraph, calculated: string, dependent: string): string[] | null => {
  if (calculated === dependent) return [calculated, calculated];
  const inputs = inputsMap(graph);
  // Depth-first from the dependent through inputs, looking for the calculated parameter.
  const parent = new Map<string, string>([[dependent, calculated]]);
  const stack = [dependent];
  for (let code = stack.pop(); code !== undefined; code = stack.pop()) {
    for (const input of [...(inputs.get(code) ?? [])].sort(byCode)) {
      if (input === calculated) {
        const path = [calculated];
        for (let at: string | undefined = code; at !== undefined && at !== calculated; at = parent.get(at)) path.push(at);
        // path holds calculated, then the chain back to the dependent: reverse the chain.
        return [calculated, ...path.slice(1).reverse(), calculated];
      }
      if (parent.has(input)) continue;
      parent.set(input, code);
      stack.push(input);
    }
  }
  return null;
};
