import { cellKey } from './cell.ts';
import { NO_EDITS, classifyEdit, pendingChanges, revert, settle, typeInto, typeIntoMany } from './pending.ts';

const A = { code: 'TJ-BRIX-V-1H', date: '2026-11-23', hour: 5 };
const B = { code: 'RJ-PH-V-1H', date: '2026-11-23', hour: 5 };
const C = { code: 'TJ-BRIX-V-1H', date: '2026-11-23', hour: 3 };

describe('what a cell edit amounts to (spec 1 §4 Cell editing)', () => {
  it('a value typed into an empty cell is an Insert', () => {
    expect(classifyEdit(null, '12')).toEqual({ kind: 'Insert', value: 12, readable: true });
  });

  it('a new value over an old one is an Update', () => {
    expect(classifyEdit(10, '12.5')).toEqual({ kind: 'Update', value: 12.5, readable: true });
  });

  it('a cleared cell is a Delete', () => {
    expect(classifyEdit(10, '')).toEqual({ kind: 'Delete', value: null, readable: true });
  });

  it('the original value again is no change, however written', () => {
    expect(classifyEdit(10, '10')).toBeNull();
    expect(classifyEdit(10, '10.00')).toBeNull();
    expect(classifyEdit(0.5, '.5')).toBeNull();
  });

  it('clearing an originally empty cell is no change', () => {
    expect(classifyEdit(null, '')).toBeNull();
  });

  it('text that is not a number is a change that cannot be read', () => {
    expect(classifyEdit(null, '-')).toEqual({ kind: 'Insert', value: null, readable: false });
    expect(classifyEdit(4, '1.2.3')).toEqual({ kind: 'Update', value: null, readable: false });
  });
});

describe('the pending changes', () => {
  it('records Insert, Update and Delete in grid order', () => {
    let edits = typeInto(NO_EDITS, B, 7, '');
    edits = typeInto(edits, A, null, '55');
    edits = typeInto(edits, C, 1, '2');
    const order = [A.code, B.code];
    const changes = pendingChanges(edits, (code) => order.indexOf(code));
    expect(changes.map((c) => [c.code, c.hour, c.kind, c.value, c.original])).toEqual([
      [C.code, 3, 'Update', 2, 1],
      [A.code, 5, 'Insert', 55, null],
      [B.code, 5, 'Delete', null, 7],
    ]);
  });

  it('keeps the text as typed while it amounts to no change, and counts no change for it', () => {
    const edits = typeInto(NO_EDITS, A, 1, '1.');
    expect(edits.get(cellKey(A))?.text).toBe('1.');
    expect(pendingChanges(edits)).toEqual([]);
  });

  it('typing back the original value drops the change', () => {
    let edits = typeInto(NO_EDITS, A, 3, '4');
    expect(pendingChanges(edits)).toHaveLength(1);
    edits = typeInto(edits, A, 3, '3');
    expect(pendingChanges(edits)).toHaveLength(0);
    expect(settle(edits, cellKey(A)).size).toBe(0);
  });

  it('settling keeps a real change', () => {
    const edits = typeInto(NO_EDITS, A, 3, '4');
    expect(settle(edits, cellKey(A))).toBe(edits);
  });

  it('remembers the value the cell was loaded with, not the one passed later', () => {
    let edits = typeInto(NO_EDITS, A, 3, '4');
    edits = typeInto(edits, A, 4, '3');
    expect(pendingChanges(edits)).toHaveLength(0);
  });

  it('revert drops the change and leaves other cells alone', () => {
    let edits = typeIntoMany(NO_EDITS, [
      { cell: A, original: null, text: '1' },
      { cell: B, original: null, text: '2' },
    ]);
    edits = revert(edits, cellKey(A));
    expect(pendingChanges(edits).map((c) => c.code)).toEqual([B.code]);
    expect(revert(edits, 'nothing')).toBe(edits);
  });

  it('does not change the state it was given', () => {
    const before = typeInto(NO_EDITS, A, null, '1');
    typeInto(before, B, null, '2');
    revert(before, cellKey(A));
    expect([...before.keys()]).toEqual([cellKey(A)]);
    expect(NO_EDITS.size).toBe(0);
  });
});

describe('typed values at the display precision once typing ends', () => {
  const key = cellKey(A);
  it('writes a kept number at the precision on leaving the cell', () => {
    expect(settle(typeInto(NO_EDITS, A, null, '64'), key, 1).get(key)?.text).toBe('64.0');
    expect(settle(typeInto(NO_EDITS, A, null, '.5'), key, 2).get(key)?.text).toBe('0.50');
  });

  it('never rounds typed digits away, and leaves unreadable text and no precision alone', () => {
    expect(settle(typeInto(NO_EDITS, A, null, '64.25'), key, 1).get(key)?.text).toBe('64.25');
    expect(settle(typeInto(NO_EDITS, A, null, '1.2.3'), key, 1).get(key)?.text).toBe('1.2.3');
    expect(settle(typeInto(NO_EDITS, A, null, '64'), key, null).get(key)?.text).toBe('64');
    expect(settle(typeInto(NO_EDITS, A, null, '64'), key).get(key)?.text).toBe('64');
  });

  it('still drops an edit that changes nothing', () => {
    expect(settle(typeInto(NO_EDITS, A, 64, '64'), key, 1).has(key)).toBe(false);
  });
});
