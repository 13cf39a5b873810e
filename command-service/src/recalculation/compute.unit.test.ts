import { cellKey, type DependencyEdge, type StandardFunctionCode } from '@ftr/contracts';
import { cellsOf, computeRecalculation, recalculationOrder, type ComputeParameter } from './compute.ts';

const DAY = '2026-11-26';
const param = (
  CODE: string,
  PTYP_CODE: ComputeParameter['PTYP_CODE'] = 'REA',
  SFNC_CODE: StandardFunctionCode | null = null,
  CONSTANT_VALUE: number | null = null,
): ComputeParameter => ({ CODE, PTYP_CODE, SFNC_CODE, CONSTANT_VALUE });
const edge = (calculated: string, dependent: string, sequence: number): DependencyEdge => ({ calculated, dependent, sequence });
const params = (...list: ComputeParameter[]) => new Map(list.map((p) => [p.CODE, p]));
const values = (...cells: [string, string, number, number][]) =>
  new Map(cells.map(([code, date, hour, value]) => [cellKey(code, date, hour), value]));

// Hourly inputs A and B; S = A - B (add/subtract); T = S * C (product) where C is a constant; daily D = SUM of daily X, Y.
const A = 'AA-IN-V-1H';
const B = 'BB-IN-V-1H';
const C = 'CC-K-V-0C';
const S = 'SS-OUT-V-1H';
const T = 'TT-OUT-V-1H';
const X = 'XX-IN-T-0D';
const Y = 'YY-IN-T-0D';
const D = 'DD-OUT-T-0D';
const parameters = params(
  param(A),
  param(B),
  param(C, 'CON', null, 2),
  param(S, 'SIM'),
  param(T, 'SIM', 'PRODUCT'),
  param(X),
  param(Y),
  param(D, 'SIM', 'SUM'),
);
const graph = [edge(T, S, 1), edge(T, C, 2), edge(S, A, 1), edge(S, B, -2), edge(D, X, 1), edge(D, Y, 2)];

describe('recalculation engine', () => {
  it('orders calculated parameters after their calculated inputs (topological), ignoring non-SIM ones', () => {
    expect(recalculationOrder({ parameters, graph })).toEqual([D, S, T]);
    expect(recalculationOrder({ parameters, graph, cell: { code: S, date: DAY, hour: 1 } })).toEqual([S, T]);
    const notSim = params(param(A), param(S, 'REA'));
    expect(recalculationOrder({ parameters: notSim, graph: [edge(S, A, 1)] })).toEqual([]);
  });

  it('holds hourly parameters at every hour and the others at the daily hour (23 and 25 on the clock-change days)', () => {
    expect(cellsOf(S, [DAY])).toHaveLength(24);
    expect(cellsOf(S, ['2026-10-25'])).toHaveLength(25);
    expect(cellsOf(D, [DAY, '2026-03-29'])).toEqual([
      { date: DAY, hour: 24 },
      { date: '2026-03-29', hour: 23 },
    ]);
  });

  it('given inputs for one hour, when computed, then inserts the SIM and cascades to the SIM of the SIM', () => {
    const changes = computeRecalculation({ parameters, graph, dates: [DAY], current: values([A, DAY, 3, 10], [B, DAY, 3, 4]) });
    expect(changes).toEqual([
      { code: S, date: DAY, hour: 3, kind: 'Insert', value: 6, previous: null },
      { code: T, date: DAY, hour: 3, kind: 'Insert', value: 12, previous: null },
    ]);
  });

  it('given values already right, when computed again, then nothing changes (no event)', () => {
    const current = values(
      [A, DAY, 3, 10],
      [B, DAY, 3, 4],
      [S, DAY, 3, 6],
      [T, DAY, 3, 12],
      [X, DAY, 24, 1],
      [Y, DAY, 24, 2],
      [D, DAY, 24, 3],
    );
    expect(computeRecalculation({ parameters, graph, dates: [DAY], current })).toEqual([]);
  });

  it('given a changed input, then updates both levels with their previous values', () => {
    const current = values([A, DAY, 3, 11], [B, DAY, 3, 4], [S, DAY, 3, 6], [T, DAY, 3, 12]);
    expect(computeRecalculation({ parameters, graph, dates: [DAY], current })).toEqual([
      { code: S, date: DAY, hour: 3, kind: 'Update', value: 7, previous: 6 },
      { code: T, date: DAY, hour: 3, kind: 'Update', value: 14, previous: 12 },
    ]);
  });

  it('given an input removed, then the values that can no longer be computed are removed (value null)', () => {
    const current = values([A, DAY, 3, 10], [S, DAY, 3, 6], [T, DAY, 3, 12]);
    expect(computeRecalculation({ parameters, graph, dates: [DAY], current })).toEqual([
      { code: S, date: DAY, hour: 3, kind: 'Delete', value: null, previous: 6 },
      { code: T, date: DAY, hour: 3, kind: 'Delete', value: null, previous: 12 },
    ]);
  });

  it('computes a daily SIM at the daily hour with its function, and keeps results free of floating-point noise', () => {
    const changes = computeRecalculation({ parameters, graph, dates: [DAY], current: values([X, DAY, 24, 0.1], [Y, DAY, 24, 0.2]) });
    expect(changes).toEqual([{ code: D, date: DAY, hour: 24, kind: 'Insert', value: 0.3, previous: null }]);
  });

  it('uses a cell value of a constant before its CONSTANT_VALUE', () => {
    const current = values([A, DAY, 1, 5], [B, DAY, 1, 1], [C, DAY, 1, 10]);
    expect(computeRecalculation({ parameters, graph, dates: [DAY], current }).find((c) => c.code === T)).toMatchObject({ value: 40 });
  });

  it('given a manual cell, then computes only that cell and its dependents holding the same cell', () => {
    const current = values([A, DAY, 3, 10], [B, DAY, 3, 4], [A, DAY, 4, 1], [B, DAY, 4, 1]);
    const changes = computeRecalculation({ parameters, graph, dates: [DAY], current, cell: { code: S, date: DAY, hour: 3 } });
    expect(changes.map((c) => [c.code, c.hour, c.value])).toEqual([
      [S, 3, 6],
      [T, 3, 12],
    ]);
  });

  it('leaves a SIM with no dependencies alone', () => {
    const lonely = params(param('LL-ON-V-1H', 'SIM'));
    expect(computeRecalculation({ parameters: lonely, graph: [], dates: [DAY], current: values(['LL-ON-V-1H', DAY, 1, 9]) })).toEqual([]);
  });
});
