import { affectedBy, calculationOrder, dependentsOf, findCycle, inputsOf, type DependencyGraph } from './graph.ts';

const edge = (calculated: string, dependent: string, sequence = 1) => ({ calculated, dependent, sequence });
// PURITY = SUGAR / BRIX; TOTAL = PURITY + LOSS - WATER; REPORT = TOTAL + PURITY
const graph: DependencyGraph = [
  edge('PURITY', 'SUGAR', 1),
  edge('PURITY', 'BRIX', 2),
  edge('TOTAL', 'WATER', -3),
  edge('TOTAL', 'PURITY', 1),
  edge('TOTAL', 'LOSS', 2),
  edge('REPORT', 'TOTAL', 1),
  edge('REPORT', 'PURITY', 2),
];

describe('dependency graph', () => {
  it('lists the inputs of a calculated parameter by sequence magnitude', () => {
    expect(inputsOf(graph, 'TOTAL').map((e) => e.dependent)).toEqual(['PURITY', 'LOSS', 'WATER']);
  });

  it('lists the calculated parameters that take a code directly', () => {
    expect(dependentsOf(graph, 'PURITY')).toEqual(['REPORT', 'TOTAL']);
    expect(dependentsOf(graph, 'REPORT')).toEqual([]);
  });

  it('finds everything affected, transitively', () => {
    expect([...affectedBy(graph, ['SUGAR'])].sort()).toEqual(['PURITY', 'REPORT', 'TOTAL']);
    expect([...affectedBy(graph, ['WATER'])].sort()).toEqual(['REPORT', 'TOTAL']);
    expect([...affectedBy(graph, ['UNUSED'])]).toEqual([]);
  });

  it('orders calculation so every parameter comes after its calculated inputs', () => {
    expect(calculationOrder(graph, ['BRIX'])).toEqual(['PURITY', 'TOTAL', 'REPORT']);
    expect(calculationOrder(graph, ['LOSS'])).toEqual(['TOTAL', 'REPORT']);
    expect(calculationOrder(graph)).toEqual(['PURITY', 'TOTAL', 'REPORT']);
  });

  it('orders a wide graph deterministically by code among equals', () => {
    const wide = [edge('B', 'X'), edge('A', 'X'), edge('C', 'A'), edge('C', 'B')];
    expect(calculationOrder(wide, ['X'])).toEqual(['A', 'B', 'C']);
  });

  it('leaves out parameters on a cycle rather than looping', () => {
    expect(calculationOrder([edge('A', 'B'), edge('B', 'A'), edge('C', 'X')])).toEqual(['C']);
  });

  it('finds no cycle for an edge that keeps the graph acyclic', () => {
    expect(findCycle(graph, 'REPORT', 'SUGAR')).toBeNull();
    expect(findCycle(graph, 'NEW', 'REPORT')).toBeNull();
  });

  it('refuses a self-dependency as a cycle of one', () => {
    expect(findCycle(graph, 'TOTAL', 'TOTAL')).toEqual(['TOTAL', 'TOTAL']);
  });

  it('names a direct and a long cycle in order', () => {
    expect(findCycle(graph, 'PURITY', 'TOTAL')).toEqual(['PURITY', 'TOTAL', 'PURITY']);
    expect(findCycle(graph, 'SUGAR', 'REPORT')).toEqual(['SUGAR', 'REPORT', 'PURITY', 'SUGAR']);
    const chain = Array.from({ length: 50 }, (_, i) => edge(`P${i}`, `P${i + 1}`));
    const cycle = findCycle(chain, 'P50', 'P0');
    expect(cycle).toEqual(['P50', ...Array.from({ length: 50 }, (_, i) => `P${i}`), 'P50']);
  });
});
