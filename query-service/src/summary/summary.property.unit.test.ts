import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import type { StoredOf, SummaryRow, SummaryStatistic, SummaryStream, ValuesChangedEvent } from '@ftr/contracts';
import { dataSummaryProjection, type SummaryMonthDoc } from '@ftr/read-models/summary/projection.ts';
import fc from 'fast-check';
import { summaryRows } from './rows.ts';

// A few factory dates over three years and across month and year ends; operations of three types.
const DATES = ['2024-12-31', '2025-01-01', '2025-01-15', '2025-02-28', '2025-12-31', '2026-01-01', '2026-03-29', '2026-10-25'];
const OPERATIONS: Record<string, string> = { BC2025: 'BC', JR2025: 'JR', BC2026: 'BC', BO2025: 'BO' };
const CODE = 'DY-NO-V-0T';

interface Batch {
  type: ValuesChangedEvent['type'];
  date: string;
  operation: string;
  changes: { hour: number; value: number | null }[];
}
const value = fc.oneof(
  fc.integer({ min: -100_000, max: 100_000 }).map((n) => n / 100),
  fc.double({ min: -1e9, max: 1e9, noNaN: true }),
  fc.constantFrom(0, 1e6 + 0.1, 1e6 + 0.2), // large values with a small spread
);
const batch: fc.Arbitrary<Batch> = fc.record({
  type: fc.constantFrom('ParameterValuesSubmitted' as const, 'ParameterValuesRecalculated' as const),
  date: fc.constantFrom(...DATES),
  operation: fc.constantFrom(...Object.keys(OPERATIONS)),
  // Inserts and corrections, and deletions (null) a third of the time; hours collide often.
  changes: fc.array(fc.record({ hour: fc.integer({ min: 1, max: 4 }), value: fc.option(value, { freq: 3 }) }), {
    minLength: 1,
    maxLength: 4,
  }),
});

const stored = (b: Batch, i: number): StoredOf<ValuesChangedEvent> => {
  const changes = b.changes.map((c) => ({
    code: CODE,
    date: b.date,
    hour: c.hour,
    kind: 'Update' as const,
    value: c.value,
    previous: null,
  }));
  const common = { stream: 'values-WI', revision: i, position: BigInt(i + 1), metadata: testMetadata({ site: 'WI' }) };
  return b.type === 'ParameterValuesSubmitted'
    ? { ...common, type: b.type, data: { site: 'WI', operation: b.operation, submissionId: `s${i}`, changes } }
    : { ...common, type: b.type, data: { site: 'WI', operation: b.operation, jobId: `j${i}`, changes } };
};

/** The read model: each event evolves the one document it touches (as the projector does). */
const project = (batches: readonly Batch[]): SummaryMonthDoc[] => {
  const docs = new Map<string, SummaryMonthDoc>();
  batches.forEach((b, i) => {
    const event = stored(b, i);
    const id = dataSummaryProjection.id(event);
    const next = dataSummaryProjection.evolve(docs.get(id) ?? null, event);
    // The read model's document type has an index signature, which Omit<> flattens: the runtime's own cast (applyBatch.ts).
    if (next) docs.set(id, { ...next, _position: String(i + 1) } as SummaryMonthDoc);
    else docs.delete(id);
  });
  return [...docs.values()];
};

/** The straightforward answer: the cells as they end up, grouped, each statistic computed from the values. */
const recompute = (batches: readonly Batch[], stream: SummaryStream, statistic: SummaryStatistic): SummaryRow[] => {
  const cells = new Map<string, { value: number; operation: string; year: number }>();
  for (const b of batches) {
    for (const c of b.changes) {
      const key = `${b.date}/${c.hour}`;
      if (c.value === null) cells.delete(key);
      else cells.set(key, { value: c.value, operation: b.operation, year: Number(b.date.slice(0, 4)) });
    }
  }
  const groups = new Map<string, { operation: string; year: number; values: number[] }>();
  for (const cell of cells.values()) {
    if (OPERATIONS[cell.operation] !== stream) continue;
    const key = `${cell.year} ${cell.operation}`;
    const group = groups.get(key) ?? { operation: cell.operation, year: cell.year, values: [] };
    group.values.push(cell.value);
    groups.set(key, group);
  }
  return [...groups.values()]
    .sort((a, b) => a.year - b.year || a.operation.localeCompare(b.operation))
    .map(({ operation, year, values }) => {
      const n = values.length;
      const sum = values.reduce((s, v) => s + v, 0);
      const mean = sum / n;
      const squares = values.reduce((s, v) => s + (v - mean) ** 2, 0);
      const stats = {
        AVG: mean,
        SUM: sum,
        MIN: Math.min(...values),
        MAX: Math.max(...values),
        STDDEV: n > 1 ? Math.sqrt(squares / (n - 1)) : 0,
      };
      return {
        PARAMETER: CODE,
        OPERATION_CODE: operation,
        YEAR: year,
        PRECISION: 2,
        COUNT: n,
        ...stats,
        VALUE: stats[statistic],
        UNITS: null,
      };
    });
};

describe('data summary read model (property: equals a recomputation from the values)', () => {
  it('under inserts, corrections, deletions and operation changes, for both streams and every statistic', () => {
    fc.assert(
      fc.property(
        fc.array(batch, { maxLength: 40 }),
        fc.constantFrom<SummaryStream>('BC', 'JR'),
        fc.constantFrom<SummaryStatistic>('AVG', 'SUM', 'MIN', 'MAX', 'STDDEV'),
        (batches, stream, statistic) => {
          const actual = summaryRows(project(batches), {
            code: CODE,
            precision: 2,
            statistic,
            inStream: (op) => OPERATIONS[op] === stream,
          });
          const expected = recompute(batches, stream, statistic);
          expect(actual.map((r) => [r.OPERATION_CODE, r.YEAR, r.COUNT, r.MIN, r.MAX])).toEqual(
            expected.map((r) => [r.OPERATION_CODE, r.YEAR, r.COUNT, r.MIN, r.MAX]),
          );
          actual.forEach((row, i) => {
            const want = expected[i];
            if (!want) throw new Error('missing row');
            // Sums and means to the values' size; the deviation to their spread, plus the rounding of their size
            // (a sum of squares would not hold it: 16 values near 1e6 with a spread of 0.1 lose about 1e-3).
            const size = Math.max(Math.abs(want.MIN), Math.abs(want.MAX)) * want.COUNT;
            const spread = want.MAX - want.MIN;
            for (const [key, tolerance] of [
              ['SUM', 1e-9 * Math.max(1, size)],
              ['AVG', 1e-9 * Math.max(1, size)],
              ['STDDEV', 1e-9 * Math.max(1, spread) + 1e-12 * size],
            ] as const) {
              if (Math.abs(row[key] - want[key]) > tolerance) throw new Error(`${key}: ${row[key]} != ${want[key]}`);
            }
            expect(row.VALUE).toBe(row[statistic]);
          });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('deletes a month document once its last value is gone', () => {
    const set: Batch = { type: 'ParameterValuesSubmitted', date: '2025-01-15', operation: 'BC2025', changes: [{ hour: 1, value: 5 }] };
    const clear: Batch = { ...set, changes: [{ hour: 1, value: null }] };
    expect(project([set])).toHaveLength(1);
    expect(project([set, clear])).toEqual([]);
  });
});
