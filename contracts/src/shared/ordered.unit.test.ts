import { swapItems } from './ordered.ts';

describe('swapItems', () => {
  it('swaps two places in a new array', () => {
    const list = ['a', 'b', 'c'];
    expect(swapItems(list, 0, 1)).toEqual(['b', 'a', 'c']);
    expect(list).toEqual(['a', 'b', 'c']);
  });
  it('leaves the order alone when a place is missing', () => {
    expect(swapItems(['a', 'b'], -1, 1)).toEqual(['a', 'b']);
    expect(swapItems(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
  });
});
