/**
 * Spreadsheet keys: arrows, Enter (down; Shift+Enter up) and Tab (right; Shift+Tab left,
 * wrapping to the next or previous row) move between cells; Home/End go to the row's ends (with Ctrl:
 * the grid's corners); PageUp/PageDown move a page of rows; Escape reverts; F2 edits in place.
 *
 * A focused cell is in one of three modes, as in Excel: 'ready' (just arrived; its text is selected so
 * typing replaces it), 'enter' (the user is typing; arrows still move), 'edit' (after F2 or a double
 * click; Left/Right/Home/End move the caret inside the text).
 */

export interface GridPos {
  readonly row: number;
  readonly col: number;
}

export interface GridSize {
  readonly rows: number;
  readonly cols: number;
}

export type EditMode = 'ready' | 'enter' | 'edit';

/** The parts of a keyboard event that decide what happens. */
export interface KeyPress {
  readonly key: string;
  readonly shiftKey?: boolean;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly altKey?: boolean;
}

export type KeyAction =
  | { readonly type: 'move'; readonly to: GridPos }
  | { readonly type: 'escape' }
  | { readonly type: 'edit' }
  /** Leave the key to the browser (typing, caret moves, copy and paste shortcuts). */
  | { readonly type: 'native' };

export const PAGE_ROWS = 10;

const clamp = (n: number, min: number, max: number): number => Math.min(Math.max(n, min), max);

/** The cell `dRow`/`dCol` away, kept inside the grid. */
export const offset = (pos: GridPos, dRow: number, dCol: number, size: GridSize): GridPos => ({
  row: clamp(pos.row + dRow, 0, size.rows - 1),
  col: clamp(pos.col + dCol, 0, size.cols - 1),
});

/** One cell right (or left when `back`), wrapping across rows; stays put at the grid's ends. */
export const tabFrom = (pos: GridPos, back: boolean, size: GridSize): GridPos => {
  const index = pos.row * size.cols + pos.col + (back ? -1 : 1);
  const last = size.rows * size.cols - 1;
  const i = clamp(index, 0, last);
  return { row: Math.floor(i / size.cols), col: i % size.cols };
};

const move = (to: GridPos): KeyAction => ({ type: 'move', to });
const NATIVE: KeyAction = { type: 'native' };

export const keyAction = (press: KeyPress, pos: GridPos, size: GridSize, mode: EditMode): KeyAction => {
  if (size.rows < 1 || size.cols < 1 || press.altKey) return NATIVE;
  const ctrl = Boolean(press.ctrlKey || press.metaKey);
  const shift = Boolean(press.shiftKey);
  const caret = mode === 'edit';
  switch (press.key) {
    case 'ArrowUp':
      return move(offset(pos, -1, 0, size));
    case 'ArrowDown':
      return move(offset(pos, 1, 0, size));
    case 'ArrowLeft':
      return caret ? NATIVE : move(offset(pos, 0, -1, size));
    case 'ArrowRight':
      return caret ? NATIVE : move(offset(pos, 0, 1, size));
    case 'Enter':
      return move(offset(pos, shift ? -1 : 1, 0, size));
    case 'Tab':
      return move(tabFrom(pos, shift, size));
    case 'PageUp':
      return move(offset(pos, -PAGE_ROWS, 0, size));
    case 'PageDown':
      return move(offset(pos, PAGE_ROWS, 0, size));
    case 'Home':
      if (ctrl) return move({ row: 0, col: 0 });
      return caret ? NATIVE : move({ row: pos.row, col: 0 });
    case 'End':
      if (ctrl) return move({ row: size.rows - 1, col: size.cols - 1 });
      return caret ? NATIVE : move({ row: pos.row, col: size.cols - 1 });
    case 'Escape':
      return { type: 'escape' };
    case 'F2':
      return { type: 'edit' };
    default:
      return NATIVE;
  }
};

/**
 * Escape in a cell: while typing, back to the text the cell had when it was entered; otherwise (nothing
 * typed since) back to its loaded value, dropping its pending change. Answers which of the two.
 */
export const escapeTarget = (textOnEntry: string, currentText: string): 'entry' | 'original' =>
  currentText !== textOnEntry ? 'entry' : 'original';
