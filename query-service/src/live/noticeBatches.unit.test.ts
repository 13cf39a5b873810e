import type { ChangeNotice } from '@ftr/infra/notices/port.ts';
import { batchNoticesPerTurn, mergeNotices } from './noticeBatches.ts';

const notice = (position: string, ...changes: ChangeNotice['changes']): ChangeNotice => ({ position, changes });
const value = (id: string) => ({ collection: 'parameterValues', id, site: 'BA' as const });
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('change notices per turn', () => {
  it('given one notice, then it is kept as it is', () => {
    const only = notice('7', value('a'));
    expect(mergeNotices([only])).toBe(only);
  });

  it("given several notices, then every change is kept once at the last one's position", () => {
    const merged = mergeNotices([
      notice('9', value('a'), { collection: 'notifications', id: 'n1', user: 'ann' }),
      notice('10', value('a'), value('b')),
      notice('12', { collection: 'notifications', id: 'n1', user: 'bob' }),
    ]);
    expect(merged).toEqual({
      position: '12',
      changes: [
        value('a'),
        { collection: 'notifications', id: 'n1', user: 'ann' },
        value('b'),
        { collection: 'notifications', id: 'n1', user: 'bob' },
      ],
    });
  });

  it('given notices added in one turn, then the handler runs once, after the turn, with them in order', async () => {
    const handled: ChangeNotice[][] = [];
    const batches = batchNoticesPerTurn((notices) => handled.push(notices));
    batches.add(notice('1', value('a')));
    batches.add(notice('2', value('b')));
    expect(handled).toEqual([]);
    await nextTurn();
    expect(handled).toEqual([[notice('1', value('a')), notice('2', value('b'))]]);
    batches.add(notice('3', value('c')));
    await nextTurn();
    expect(handled).toEqual([[notice('1', value('a')), notice('2', value('b'))], [notice('3', value('c'))]]);
  });

  it('given a cancelled batcher, then what was queued and what comes later is dropped', async () => {
    const handled: ChangeNotice[][] = [];
    const batches = batchNoticesPerTurn((notices) => handled.push(notices));
    batches.add(notice('1', value('a')));
    batches.cancel();
    batches.add(notice('2', value('b')));
    await nextTurn();
    await nextTurn();
    expect(handled).toEqual([]);
  });
});
