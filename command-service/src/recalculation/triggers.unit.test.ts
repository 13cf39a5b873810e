import type { AnyStoredEvent } from '@ftr/contracts';
import { testMetadata } from '@ftr/infra/testing/metadata.ts';
import { coalesce, triggersOf, type Trigger, type TriggerEvent } from './triggers.ts';

const NOW = new Date('2026-11-25T10:30:00Z'); // factory 2026-11-26
const graph = [
  { calculated: 'S', dependent: 'A', sequence: 1 },
  { calculated: 'S', dependent: 'K', sequence: 2 },
];
const operations = [
  { code: 'OLD', startDate: '2025-09-01', endDate: '2026-02-01' },
  { code: 'BC2026', startDate: '2026-09-01', endDate: '2027-02-01' },
  { code: 'NEXT', startDate: '2027-09-01', endDate: '2028-02-01' },
];
const facts = {
  graph,
  operationsFrom: (date: string) => Promise.resolve(operations.filter((op) => op.endDate >= date)),
  now: NOW,
};
const stored = (event: Pick<AnyStoredEvent, 'type' | 'data'>, revision = 0): TriggerEvent =>
  ({ ...event, stream: 's', revision, position: 1n, metadata: testMetadata() }) as TriggerEvent;
const submitted = (code: string, date: string, revision = 0) =>
  stored(
    {
      type: 'ParameterValuesSubmitted',
      data: {
        site: 'BA',
        operation: 'BC2026',
        submissionId: 'x',
        changes: [{ code, date, hour: 1, kind: 'Insert', value: 1, previous: null }],
      },
    },
    revision,
  );

describe('what a change asks of recalculation', () => {
  it('a value of an input: its dependents on its date; a value nothing depends on: nothing', async () => {
    expect(await triggersOf(submitted('A', '2026-11-20'), facts)).toEqual([
      { site: 'BA', operation: 'BC2026', from: '2026-11-20', through: '2026-11-20', codes: ['A'], cause: 's@0' },
    ]);
    expect(await triggersOf(submitted('Z', '2026-11-20'), facts)).toEqual([]);
  });

  it("a constant's value: from the date it is in force, in each started operation from then", async () => {
    const changed = stored({
      type: 'ConstantValueChanged',
      data: { site: 'BA', code: 'K', value: 3, previous: 2, effectiveFrom: '2026-01-10', reason: null },
    });
    expect(await triggersOf(changed, facts)).toEqual([
      { site: 'BA', operation: 'OLD', from: '2026-01-10', codes: ['K'], cause: 's@0' },
      { site: 'BA', operation: 'BC2026', from: '2026-09-01', codes: ['K'], cause: 's@0' },
    ]);
  });

  it('a dependency edited: the calculated parameter over each operation open today, from its start', async () => {
    const added = stored({
      type: 'DependencyAdded',
      data: { site: 'BA', id: 1, calculated: 'S', dependent: 'A', sequence: 1, dependentName: 'A', dependentType: 'REA' },
    });
    expect(await triggersOf(added, facts)).toEqual([{ site: 'BA', operation: 'BC2026', from: '2026-09-01', codes: ['S'], cause: 's@0' }]);
  });

  it('merges a burst into one request per site, operation and week, keeping the first cause', () => {
    const value = (code: string, date: string, cause: string): Trigger => ({
      site: 'BA',
      operation: 'BC2026',
      from: date,
      through: date,
      codes: [code],
      cause,
    });
    expect(
      coalesce([
        value('A', '2026-11-25', 'c1'),
        value('B', '2026-11-23', 'c2'),
        value('A', '2026-11-24', 'c3'),
        value('A', '2026-11-19', 'c4'), // the week before
      ]),
    ).toEqual([
      { site: 'BA', operation: 'BC2026', from: '2026-11-23', through: '2026-11-25', codes: ['A', 'B'], cause: 'c1' },
      value('A', '2026-11-19', 'c4'),
    ]);
  });
});
