import { cellKey, constantStream, type ConstantValueChanged, type StoredEvent } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { computeRecalculation, type ComputeParameter } from '../recalculation/compute.ts';
import { withConstantTimelines } from './timelines.ts';

// D = PRODUCT(X, K): a daily calculation of a daily reading and a constant whose value changes on the 20th.
const X = 'XX-IN-T-0D';
const K = 'LM-CA-V-0C';
const D = 'DD-OUT-T-0D';
const parameters = new Map<string, ComputeParameter>([
  [X, { CODE: X, PTYP_CODE: 'REA', SFNC_CODE: null, CONSTANT_VALUE: null }],
  [K, { CODE: K, PTYP_CODE: 'CON', SFNC_CODE: null, CONSTANT_VALUE: 2 }],
  [D, { CODE: D, PTYP_CODE: 'SIM', SFNC_CODE: 'PRODUCT', CONSTANT_VALUE: null }],
]);
const graph = [
  { calculated: D, dependent: X, sequence: 1 },
  { calculated: D, dependent: K, sequence: 2 },
];
const dates = ['2026-11-19', '2026-11-20', '2026-11-21'];
const current = new Map(dates.map((date) => [cellKey(X, date, 24), 10]));

const changed = (site: 'BA' | 'BU', value: number, previous: number, effectiveFrom: string, revision: number): StoredEvent => {
  const event: ConstantValueChanged = {
    type: 'ConstantValueChanged',
    data: { site, code: K, value, previous, effectiveFrom, reason: null },
  };
  return { ...event, stream: constantStream(K), revision, position: BigInt(revision), metadata: testMetadata() };
};
const storeWith = (events: StoredEvent[]) => ({
  readStream: (stream: string) => Promise.resolve(stream === constantStream(K) ? events : []),
});

describe('constants in the recalculation', () => {
  it('computes each date with the constant in force on it (the change from its date onward, not before)', async () => {
    const store = storeWith([changed('BU', 5, 2, '2026-11-01', 0), changed('BA', 3, 2, '2026-11-20', 1)]);
    const withTimelines = await withConstantTimelines(store, 'BA', parameters);
    const changes = computeRecalculation({ parameters: withTimelines, graph, dates, current });
    expect(changes.map((c) => [c.date, c.value])).toEqual([
      ['2026-11-19', 20],
      ['2026-11-20', 30],
      ['2026-11-21', 30],
    ]);
  });

  it("keeps the parameter's CONSTANT_VALUE at a site whose constant never changed", async () => {
    const withTimelines = await withConstantTimelines(storeWith([changed('BU', 5, 2, '2026-11-01', 0)]), 'BA', parameters);
    expect(computeRecalculation({ parameters: withTimelines, graph, dates, current }).map((c) => c.value)).toEqual([20, 20, 20]);
  });
});
