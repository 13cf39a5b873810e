// How a wallboard fills its screen: pure, so the sizes are tested without a browser.
// Sizes are in px; widths of text are estimated from the character count at a tabular digit width, and
// the table is laid out fixed with these widths, so nothing can push the board wider than the viewport.
import type { DataRow } from '@ftr/contracts';

/** Geometry of the board in units of the value font size (em), and its fixed parts in px. */
export const BOARD = {
  /** Padding around the board, px. */
  padding: 16,
  /** Gap between stacked panels, px. */
  gap: 10,
  /** Title bar height as a share of the viewport height. */
  titleShare: 0.065,
  /** Width of a digit (tabular figures) in em, a little above the common sans fonts (0.55–0.64). */
  digit: 0.64,
  /** Room for the ▲/▼ mark of an out-of-limit value, and a cell's side padding, em. */
  mark: 1.25,
  cellPadding: 0.5,
  /** The hour column's text size (share of the value size) and its characters ('08:00'; daily '25 Nov'). */
  labelScale: 0.75,
  /** Column headings: size as a share of the value size (clamped to 18–32 px), line height in heading ems. */
  headingScale: 0.5,
  headingLine: 1.2,
  /** A row's height in em. */
  row: 1.3,
  /** The largest value size as a share of the viewport height (a 5-column board is not one giant number). */
  maxShare: 0.1,
  /** Hours a panel should show at least before type grows further. */
  targetRows: 4,
} as const;

export interface FitInput {
  width: number;
  height: number;
  /** Parameter columns on the screen. */
  columns: number;
  /** The longest value text (sign, digits, point), at least 3. */
  valueChars: number;
  /** Characters of the row label: 5 hourly ('08:00'), 6 daily ('25 Nov'). */
  labelChars: number;
  /** Most heading lines any column has (HEADING1-3, at least 1); a line for the CCF label comes on top. */
  headingLines: number;
  /** Rows that hold values. */
  rows: number;
  /** The width of a digit in em as measured in the browser's font (default BOARD.digit). */
  digit?: number;
}

export interface Fit {
  panels: number;
  /** Columns per panel (the last may hold fewer). */
  perPanel: number;
  /** Value text size, px. */
  fontSize: number;
  headingSize: number;
  labelWidth: number;
  cellWidth: number;
  rowHeight: number;
  headingHeight: number;
  titleHeight: number;
  /** Rows each panel shows (the newest). */
  rowsShown: number;
}

const headingSizeOf = (font: number) => Math.min(32, Math.max(18, font * BOARD.headingScale));
const headingHeightOf = (font: number, lines: number) => headingSizeOf(font) * BOARD.headingLine * (lines + 1) + headingSizeOf(font) * 0.8;
const cellEm = (chars: number, digit: number) => chars * digit + BOARD.mark + BOARD.cellPadding;
const labelEm = (chars: number, digit: number) => chars * digit * BOARD.labelScale + BOARD.cellPadding;

/** The value size that fits `panels` stacked panels: across (columns per panel) and down (target rows). */
const fontFor = (input: FitInput, panels: number, across: number, down: number): number => {
  const perPanel = Math.ceil(input.columns / panels);
  const digit = input.digit ?? BOARD.digit;
  const byWidth = across / (labelEm(input.labelChars, digit) + perPanel * cellEm(input.valueChars, digit));
  const rows = Math.max(1, Math.min(BOARD.targetRows, input.rows));
  // Heading height is not linear in the size (it is clamped): step down from the width's answer until it fits.
  let font = Math.min(byWidth, input.height * BOARD.maxShare);
  while (font > 8 && panels * (headingHeightOf(font, input.headingLines) + rows * BOARD.row * font) > down) font -= 0.5;
  return font;
};

/**
 * The layout with the largest value type: the columns wrap into as many stacked panels as that takes
 * (each with its own heading row and hour column), each panel shows as many of the newest rows as fit.
 */
export const fitWallboard = (input: FitInput): Fit => {
  const titleHeight = Math.round(input.height * BOARD.titleShare);
  const across = input.width - 2 * BOARD.padding;
  const columns = Math.max(1, input.columns);
  let best = { panels: 1, font: 0 };
  for (let panels = 1; panels <= columns; panels += 1) {
    const down = input.height - 2 * BOARD.padding - titleHeight - (panels - 1) * BOARD.gap;
    const font = fontFor({ ...input, columns }, panels, across, down);
    if (font > best.font + 0.25) best = { panels, font };
  }
  const { panels } = best;
  const fontSize = Math.floor(best.font);
  const perPanel = Math.ceil(columns / panels);
  const digit = input.digit ?? BOARD.digit;
  const labelWidth = Math.ceil(labelEm(input.labelChars, digit) * fontSize);
  // Type capped by the height leaves room across: the columns share it, up to half as wide again (a lone
  // column is not stretched across the screen, its value far from its heading).
  const needed = cellEm(input.valueChars, digit) * fontSize;
  const cellWidth = Math.floor(Math.max(needed, Math.min(1.5 * needed, (across - labelWidth) / perPanel)));
  const headingHeight = Math.ceil(headingHeightOf(fontSize, input.headingLines));
  const down = input.height - 2 * BOARD.padding - titleHeight - (panels - 1) * BOARD.gap;
  const forRows = down / panels - headingHeight;
  const rowsShown = Math.max(1, Math.floor(forRows / Math.round(BOARD.row * fontSize)));
  // What is left below the last whole row is shared out among the rows (up to 1.6 em each).
  const rowHeight = Math.max(Math.round(BOARD.row * fontSize), Math.min(Math.floor(1.6 * fontSize), Math.floor(forRows / rowsShown)));
  return {
    panels,
    perPanel,
    fontSize,
    headingSize: Math.round(headingSizeOf(fontSize)),
    labelWidth,
    cellWidth,
    rowHeight,
    headingHeight,
    titleHeight,
    rowsShown,
  };
};

/**
 * The width of a digit of `fontFamily` in em, measured on a canvas (tabular figures are all as wide), with
 * a little to spare; BOARD.digit when there is no canvas.
 */
export const measureDigit = (fontFamily: string): number => {
  const context = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  if (!context) return BOARD.digit;
  context.font = `700 100px ${fontFamily}`;
  const width = context.measureText('0123456789').width / 1000;
  return width > 0.3 && width < 1 ? width + 0.03 : BOARD.digit;
};

/** The columns split into `panels` runs of at most `perPanel`, in screen order. */
export const splitPanels = <T>(columns: readonly T[], perPanel: number): T[][] => {
  const panels: T[][] = [];
  for (let i = 0; i < columns.length; i += Math.max(1, perPanel)) panels.push(columns.slice(i, i + Math.max(1, perPanel)));
  return panels;
};

const holdsValue = (row: DataRow, codes: readonly string[]) => codes.some((code) => (row[code] ?? null) !== null);

/**
 * Rows worth a wallboard's space, newest first: the hours after the newest one that holds a value (the
 * hour in progress and any not yet entered) are left out. Empty when no row holds a value.
 */
export const enteredRows = (rows: readonly DataRow[], codes: readonly string[]): DataRow[] => {
  const first = rows.findIndex((row) => holdsValue(row, codes));
  return first < 0 ? [] : rows.slice(first);
};
