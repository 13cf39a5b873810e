import { typeInto, NO_EDITS } from './pending.ts';
import { loadPending, pendingKey, restorableEdits, savePending } from './pendingStore.ts';
import { memoryStorage } from '../../../testing/memoryStorage.ts';

const scope = { user: 'u1', site: 'BA', screenId: 7, operation: 'JR2026', date: '2026-11-25' };
const cell = (code: string, hour: number) => ({ code, date: '2026-11-25', hour });

describe("the grid's pending changes kept for the session", () => {
  it('are keyed by user, site, screen, operation and date', () => {
    expect(pendingKey(scope)).not.toBe(pendingKey({ ...scope, user: 'u2' }));
    expect(pendingKey(scope)).not.toBe(pendingKey({ ...scope, site: 'WI' }));
    expect(pendingKey(scope)).not.toBe(pendingKey({ ...scope, screenId: 8 }));
    expect(pendingKey(scope)).not.toBe(pendingKey({ ...scope, operation: 'JR2027' }));
    expect(pendingKey(scope)).not.toBe(pendingKey({ ...scope, date: '2026-11-26' }));
  });

  it('keep only edits that change something, and go when none is left', () => {
    const storage = memoryStorage();
    const key = pendingKey(scope);
    let edits = typeInto(NO_EDITS, cell('A', 1), null, '12');
    edits = typeInto(edits, cell('B', 2), 5, '5'); // back to its value: no change
    expect(savePending(storage, key, edits)).toBe(1);
    expect(loadPending(storage, key)).toEqual([{ ...cell('A', 1), text: '12', original: null }]);
    savePending(storage, key, NO_EDITS);
    expect(storage.getItem(key)).toBeNull();
  });

  it('read an unreadable entry as none', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(loadPending(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify([{ code: 'A' }, { ...cell('A', 1), text: '1', original: null }]));
    expect(loadPending(storage, 'k')).toHaveLength(1);
  });

  it('are restored only where the loaded grid still has the column and the row', () => {
    const kept = [
      { ...cell('A', 1), text: '1', original: null },
      { ...cell('GONE', 1), text: '2', original: null },
      { ...cell('A', 30), text: '3', original: null },
    ];
    const restored = restorableEdits(kept, [{ CODE: 'A' }], [{ date: '2026-11-25', hour: 1 }]);
    expect([...restored.keys()]).toEqual(['A|2026-11-25|1']);
  });
});
