import type { DataRow } from '@ftr/contracts';
import { BOARD, enteredRows, fitWallboard, splitPanels, type FitInput } from './fit.ts';

const hd: FitInput = { width: 1920, height: 1080, columns: 30, valueChars: 5, labelChars: 5, headingLines: 2, rows: 24 };
/** Width the panels take: the hour column and the widest panel's cells, within the board's padding. */
const across = (fit: ReturnType<typeof fitWallboard>) => fit.labelWidth + fit.perPanel * fit.cellWidth;
/** Height the panels take: title, headings and shown rows of every panel, gaps and padding. */
const down = (fit: ReturnType<typeof fitWallboard>) =>
  2 * BOARD.padding + fit.titleHeight + fit.panels * (fit.headingHeight + fit.rowsShown * fit.rowHeight) + (fit.panels - 1) * BOARD.gap;

describe('fitWallboard', () => {
  it('given 30 columns at 1920x1080, then they wrap into panels with values of at least 32 px, and it all fits', () => {
    const fit = fitWallboard(hd);
    expect(fit.panels).toBeGreaterThan(1);
    expect(fit.perPanel * fit.panels).toBeGreaterThanOrEqual(30);
    expect(fit.fontSize).toBeGreaterThanOrEqual(32);
    expect(fit.rowsShown).toBeGreaterThanOrEqual(BOARD.targetRows);
    expect(across(fit)).toBeLessThanOrEqual(1920 - 2 * BOARD.padding);
    expect(down(fit)).toBeLessThanOrEqual(1080);
    // The cell holds the value and its mark at the estimated digit width.
    expect(fit.cellWidth).toBeGreaterThanOrEqual(fit.fontSize * (5 * BOARD.digit + BOARD.mark));
  });

  it('given few columns, then one panel and larger type, capped by the screen height', () => {
    const fit = fitWallboard({ ...hd, columns: 5 });
    expect(fit.panels).toBe(1);
    expect(fit.fontSize).toBeGreaterThan(fitWallboard(hd).fontSize);
    expect(fit.fontSize).toBeLessThanOrEqual(1080 * BOARD.maxShare);
    expect(fitWallboard({ ...hd, columns: 1 }).cellWidth).toBeLessThanOrEqual(
      1.5 * fitWallboard({ ...hd, columns: 1 }).fontSize * (5 * BOARD.digit + BOARD.mark + BOARD.cellPadding),
    );
    expect(across(fit)).toBeLessThanOrEqual(1920 - 2 * BOARD.padding);
    expect(down(fit)).toBeLessThanOrEqual(1080);
  });

  it('given a larger screen, then the type grows with it; given longer values, it shrinks', () => {
    expect(fitWallboard({ ...hd, width: 3840, height: 2160 }).fontSize).toBeGreaterThanOrEqual(2 * fitWallboard(hd).fontSize - 2);
    expect(fitWallboard({ ...hd, valueChars: 8 }).fontSize).toBeLessThan(fitWallboard(hd).fontSize);
  });

  it("given the browser font's measured digit width, then type fills what a narrower font leaves", () => {
    const narrow = fitWallboard({ ...hd, digit: 0.56 });
    expect(narrow.fontSize).toBeGreaterThan(fitWallboard(hd).fontSize);
    expect(across(narrow)).toBeLessThanOrEqual(1920 - 2 * BOARD.padding);
    expect(narrow.cellWidth).toBeGreaterThanOrEqual(narrow.fontSize * (5 * 0.56 + BOARD.mark));
  });

  it.each([
    [1280, 720, 12],
    [1920, 1080, 60],
    [1366, 768, 30],
    [1080, 1920, 30],
  ])('given %i x %i with %i columns, then nothing spills over', (width, height, columns) => {
    const fit = fitWallboard({ ...hd, width, height, columns });
    expect(across(fit)).toBeLessThanOrEqual(width - 2 * BOARD.padding);
    expect(down(fit)).toBeLessThanOrEqual(height);
  });
});

describe('splitPanels', () => {
  it('given 30 columns of 10 per panel, then three runs in screen order', () => {
    const columns = Array.from({ length: 30 }, (_, i) => i);
    expect(splitPanels(columns, 10).map((p) => [p[0], p.length])).toEqual([
      [0, 10],
      [10, 10],
      [20, 10],
    ]);
    expect(splitPanels(columns.slice(0, 7), 3).map((p) => p.length)).toEqual([3, 3, 1]);
  });
});

describe('enteredRows', () => {
  const row = (FTR_HOUR: number, values: Record<string, number | null>) =>
    ({ REAL_DATE: '2026-11-26', REAL_HOUR: FTR_HOUR, FTR_DATE: '2026-11-26', FTR_HOUR, ...values }) as DataRow;
  it('given hours not entered yet above the newest value, then they are left out; gaps below stay', () => {
    const rows = [row(5, { A: null, B: null }), row(4, { A: null }), row(3, { B: 7 }), row(2, { A: null, B: null }), row(1, { A: 1 })];
    expect(enteredRows(rows, ['A', 'B']).map((r) => r.FTR_HOUR)).toEqual([3, 2, 1]);
    expect(enteredRows(rows, ['A']).map((r) => r.FTR_HOUR)).toEqual([1]);
    expect(enteredRows(rows, ['C'])).toEqual([]);
  });
});
