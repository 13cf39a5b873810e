import { bulkOperation, isNewerExpression, isNewerPosition, writeRuns } from './mongoWrites.ts';

// The MongoDB writes are pure: checked here without a database (the adapter contract suite needs Docker).
describe('MongoDB writes of a projected batch', () => {
  it('orders positions as numbers, not as text', () => {
    expect(isNewerPosition(undefined, '1')).toBe(true);
    expect(isNewerPosition('9', '10')).toBe(true);
    expect(isNewerPosition('10', '9')).toBe(false);
    expect(isNewerPosition('42', '42')).toBe(false);
    expect(isNewerPosition('41', '42')).toBe(true);
  });

  it('puts a projected document with the _position guard inside the write (no regress on a replay)', () => {
    const doc = { _id: 'BA|X', _position: '120', value: 1 };
    expect(bulkOperation({ kind: 'put', collection: 'parameters', doc })).toEqual({
      updateOne: {
        filter: { _id: 'BA|X' },
        update: [{ $replaceWith: { $cond: [isNewerExpression('120'), { $literal: doc }, '$$ROOT'] } }],
        upsert: true,
      },
    });
    expect(JSON.stringify(isNewerExpression('120'))).toContain('"$strLenCP"');
  });

  it('replaces a document without a position (a checkpoint) as it is', () => {
    const doc = { _id: 'main', position: '120' };
    expect(bulkOperation({ kind: 'put', collection: 'checkpoints', doc })).toEqual({
      replaceOne: { filter: { _id: 'main' }, replacement: doc, upsert: true },
    });
  });

  it('groups a batch into ordered runs per collection, the checkpoint last, and drops empty patches', () => {
    const runs = writeRuns([
      { kind: 'put', collection: 'a', doc: { _id: '1', _position: '5' } },
      { kind: 'delete', collection: 'a', id: '2' },
      { kind: 'patch', collection: 'b', id: '3', patch: {} },
      { kind: 'put', collection: 'checkpoints', doc: { _id: 'main', position: '5' } },
    ]);
    expect(runs.map((run) => [run.name, run.operations.length])).toEqual([
      ['a', 2],
      ['checkpoints', 1],
    ]);
  });

  it('validates every op before anything is written', () => {
    expect(() =>
      writeRuns([
        { kind: 'put', collection: 'a', doc: { _id: '1' } },
        { kind: 'put', collection: 'bad name!', doc: { _id: '2' } },
      ]),
    ).toThrow();
  });
});
