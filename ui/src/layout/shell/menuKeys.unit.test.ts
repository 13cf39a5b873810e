import { nextIndex } from './menuKeys.ts';

describe('nextIndex (a popup menu’s arrow keys)', () => {
  it('steps down and up, wrapping at the ends', () => {
    expect(nextIndex('ArrowDown', 0, 3)).toBe(1);
    expect(nextIndex('ArrowDown', 2, 3)).toBe(0);
    expect(nextIndex('ArrowUp', 0, 3)).toBe(2);
    expect(nextIndex('ArrowUp', 2, 3)).toBe(1);
  });

  it('starts at the first (down) or last (up) item when none has the focus', () => {
    expect(nextIndex('ArrowDown', -1, 3)).toBe(0);
    expect(nextIndex('ArrowUp', -1, 3)).toBe(2);
  });

  it('goes to the ends with Home and End', () => {
    expect(nextIndex('Home', 2, 3)).toBe(0);
    expect(nextIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys and empty menus', () => {
    expect(nextIndex('a', 0, 3)).toBeNull();
    expect(nextIndex('ArrowDown', -1, 0)).toBeNull();
  });
});
