import { differingFields } from './compare.ts';

describe('differingFields', () => {
  it('given equal documents apart from _position, key order and undefined fields, finds no difference', () => {
    const stored = { _id: 'a', _position: '9', B: [1, { y: 2, x: 1 }], A: null };
    const expected = { A: null, B: [1, { x: 1, y: 2 }], _id: 'a', _position: '3', C: undefined };
    expect(differingFields(stored, expected)).toEqual([]);
  });

  it('given changed, missing and added fields, names each top-level field once, sorted', () => {
    const stored = { _id: 'a', _position: '1', H: { '1': { value: 5 } }, GONE: 1, SAME: 'x' };
    const expected = { _id: 'a', _position: '1', H: { '1': { value: 6 } }, SAME: 'x', NEW: false };
    expect(differingFields(stored, expected)).toEqual(['GONE', 'H', 'NEW']);
  });
});
