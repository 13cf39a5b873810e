/**
 * What a grid cell holds as text (spec 1 §5 "Cell input"): only digits, minus and dot are kept, and the
 * text is read as a number, as empty, or as not a number (e.g. '-', '.', '1.2.3', '5-').
 */

/** Keeps only digits, minus and dot. */
export const sanitiseCellText = (text: string): string => text.replace(/[^0-9.-]/g, '');

const NUMBER = /^-?(\d+\.?\d*|\.\d+)$/;

/** The reading of a cell's text: a number, empty (null), or unreadable. */
export type CellReading = { readable: true; value: number | null } | { readable: false };

export const readCellText = (text: string): CellReading => {
  const trimmed = text.trim();
  if (trimmed === '') return { readable: true, value: null };
  if (!NUMBER.test(trimmed)) return { readable: false };
  const value = Number(trimmed);
  return Number.isFinite(value) ? { readable: true, value } : { readable: false };
};

/** A stored value as the grid shows it: with the column's precision when it has one. */
export const formatCellValue = (value: number | null | undefined, precision: number | null): string => {
  if (value === null || value === undefined) return '';
  if (precision === null || precision < 0 || precision > 20) return String(value);
  return value.toFixed(precision);
};

/**
 * Typed text as the grid shows it once typing ends: a number at the column's precision
 * ('64' becomes '64.0'), but only when that keeps its value - extra digits are never rounded away here
 * (the value sent is what was typed). Anything else stays as typed.
 */
export const typedAtPrecision = (text: string, precision: number | null): string => {
  const reading = readCellText(text);
  if (!reading.readable || reading.value === null) return text;
  const shown = formatCellValue(reading.value, precision);
  return Number(shown) === reading.value ? shown : text;
};
