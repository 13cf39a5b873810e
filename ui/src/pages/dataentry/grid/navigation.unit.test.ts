import { escapeTarget, keyAction, offset, tabFrom, PAGE_ROWS } from './navigation.ts';

const size = { rows: 24, cols: 60 };
const at = (row: number, col: number) => ({ row, col });
const moveTo = (row: number, col: number) => ({ type: 'move', to: at(row, col) });

describe('spreadsheet keys', () => {
  it('arrows move one cell and stop at the edges', () => {
    expect(keyAction({ key: 'ArrowDown' }, at(3, 4), size, 'ready')).toEqual(moveTo(4, 4));
    expect(keyAction({ key: 'ArrowUp' }, at(3, 4), size, 'ready')).toEqual(moveTo(2, 4));
    expect(keyAction({ key: 'ArrowLeft' }, at(3, 4), size, 'enter')).toEqual(moveTo(3, 3));
    expect(keyAction({ key: 'ArrowRight' }, at(3, 4), size, 'enter')).toEqual(moveTo(3, 5));
    expect(keyAction({ key: 'ArrowUp' }, at(0, 0), size, 'ready')).toEqual(moveTo(0, 0));
    expect(keyAction({ key: 'ArrowLeft' }, at(0, 0), size, 'ready')).toEqual(moveTo(0, 0));
    expect(keyAction({ key: 'ArrowDown' }, at(23, 59), size, 'ready')).toEqual(moveTo(23, 59));
    expect(keyAction({ key: 'ArrowRight' }, at(23, 59), size, 'ready')).toEqual(moveTo(23, 59));
  });

  it('Enter moves down, Shift+Enter up', () => {
    expect(keyAction({ key: 'Enter' }, at(3, 4), size, 'enter')).toEqual(moveTo(4, 4));
    expect(keyAction({ key: 'Enter', shiftKey: true }, at(3, 4), size, 'enter')).toEqual(moveTo(2, 4));
    expect(keyAction({ key: 'Enter' }, at(23, 4), size, 'edit')).toEqual(moveTo(23, 4));
  });

  it('Tab moves right and Shift+Tab left, wrapping across rows', () => {
    expect(keyAction({ key: 'Tab' }, at(3, 4), size, 'enter')).toEqual(moveTo(3, 5));
    expect(keyAction({ key: 'Tab', shiftKey: true }, at(3, 4), size, 'enter')).toEqual(moveTo(3, 3));
    expect(keyAction({ key: 'Tab' }, at(3, 59), size, 'ready')).toEqual(moveTo(4, 0));
    expect(keyAction({ key: 'Tab', shiftKey: true }, at(4, 0), size, 'ready')).toEqual(moveTo(3, 59));
    expect(tabFrom(at(23, 59), false, size)).toEqual(at(23, 59));
    expect(tabFrom(at(0, 0), true, size)).toEqual(at(0, 0));
  });

  it('in edit mode Left, Right, Home and End move the caret, the others still move cells', () => {
    for (const key of ['ArrowLeft', 'ArrowRight', 'Home', 'End']) {
      expect(keyAction({ key }, at(3, 4), size, 'edit')).toEqual({ type: 'native' });
    }
    expect(keyAction({ key: 'ArrowDown' }, at(3, 4), size, 'edit')).toEqual(moveTo(4, 4));
    expect(keyAction({ key: 'Tab' }, at(3, 4), size, 'edit')).toEqual(moveTo(3, 5));
  });

  it('Home and End go to the ends of the row, with Ctrl to the corners', () => {
    expect(keyAction({ key: 'Home' }, at(3, 4), size, 'ready')).toEqual(moveTo(3, 0));
    expect(keyAction({ key: 'End' }, at(3, 4), size, 'ready')).toEqual(moveTo(3, 59));
    expect(keyAction({ key: 'Home', ctrlKey: true }, at(3, 4), size, 'edit')).toEqual(moveTo(0, 0));
    expect(keyAction({ key: 'End', metaKey: true }, at(3, 4), size, 'ready')).toEqual(moveTo(23, 59));
  });

  it('PageUp and PageDown move a page of rows', () => {
    expect(keyAction({ key: 'PageDown' }, at(3, 4), size, 'ready')).toEqual(moveTo(3 + PAGE_ROWS, 4));
    expect(keyAction({ key: 'PageUp' }, at(3, 4), size, 'ready')).toEqual(moveTo(0, 4));
  });

  it('Escape reverts and F2 edits', () => {
    expect(keyAction({ key: 'Escape' }, at(3, 4), size, 'enter')).toEqual({ type: 'escape' });
    expect(keyAction({ key: 'F2' }, at(3, 4), size, 'ready')).toEqual({ type: 'edit' });
  });

  it('leaves typing, shortcuts and Alt combinations to the browser', () => {
    expect(keyAction({ key: '5' }, at(3, 4), size, 'ready')).toEqual({ type: 'native' });
    expect(keyAction({ key: 'v', ctrlKey: true }, at(3, 4), size, 'ready')).toEqual({ type: 'native' });
    expect(keyAction({ key: 'ArrowDown', altKey: true }, at(3, 4), size, 'ready')).toEqual({ type: 'native' });
    expect(keyAction({ key: 'ArrowDown' }, at(0, 0), { rows: 0, cols: 0 }, 'ready')).toEqual({ type: 'native' });
  });

  it('offsets stay inside the grid', () => {
    expect(offset(at(1, 1), -5, 100, size)).toEqual(at(0, 59));
  });
});

describe('Escape', () => {
  it('while typing goes back to the text the cell had on entry', () => {
    expect(escapeTarget('12', '125')).toBe('entry');
  });

  it('with nothing typed since entering goes back to the loaded value', () => {
    expect(escapeTarget('125', '125')).toBe('original');
  });
});
