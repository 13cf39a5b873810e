// Wallboard column headings wrap rather than cut: 'Value Hourly No. 1' and '… No. 2' cut to 'Value Hourly N…'
// read the same. Pure, so the line count the layout reserves is tested without a browser.
import type { LiveColumnDto } from '@ftr/contracts';
import { unitInBrackets } from '../../../format/units.ts';

type HeadingColumn = Pick<LiveColumnDto, 'HEADING1' | 'HEADING2' | 'HEADING3' | 'CODE'> & Partial<Pick<LiveColumnDto, 'UNITS'>>;

/** Average width of a heading character in em (semi-bold sans), a little generous so an estimate never falls short. */
export const HEADING_CHAR_EM = 0.6;
/** Lines one heading may wrap to; beyond, it ends in an ellipsis (the whole heading is the column's title). */
export const HEADING_MAX_LINES = 2;

/** A unit number stays with its 'No.' when a heading wraps ('Value Hourly' / 'No. 1', never 'No.' / '1'). */
const keepNumbers = (text: string) => text.replace(/\bNo\. (?=\w)/g, 'No.\u00a0');

/** The non-empty heading lines of a column (HEADING1-3), else its code, as shown. */
export const headingTexts = (column: Pick<LiveColumnDto, 'HEADING1' | 'HEADING2' | 'HEADING3' | 'CODE'>): string[] => {
  const lines = [column.HEADING1, column.HEADING2, column.HEADING3].filter((h) => h.trim() !== '').map(keepNumbers);
  return lines.length > 0 ? lines : [column.CODE];
};

/** The column's unit on a line of its own under the headings, '(°C)', or '' when it has none (format/units.ts). */
export const unitLine = (column: Partial<Pick<LiveColumnDto, 'UNITS'>>): string => unitInBrackets(column.UNITS);

/** Lines `text` takes when words wrap at `chars` characters a line (a longer word breaks across lines). */
export const wrappedLines = (text: string, chars: number): number => {
  const width = Math.max(1, Math.floor(chars));
  let lines = 1;
  let used = 0;
  for (const word of text.trim().split(/[ \t\n]+/)) {
    const needed = used === 0 ? word.length : used + 1 + word.length;
    if (needed <= width) used = needed;
    else if (used === 0) {
      lines += Math.ceil(word.length / width) - 1;
      used = word.length % width || width;
    } else {
      lines += 1 + Math.ceil(word.length / width) - 1;
      used = word.length % width || width;
    }
  }
  return lines;
};

/** The most lines any column's headings (and its unit line) take in cells `cellWidth` px wide at `headingSize` px, each heading capped. */
export const headingLinesFor = (columns: readonly HeadingColumn[], cellWidth: number, headingSize: number): number => {
  const chars = (cellWidth - 12) / (headingSize * HEADING_CHAR_EM);
  return Math.max(
    1,
    ...columns.map(
      (column) =>
        headingTexts(column).reduce((sum, text) => sum + Math.min(HEADING_MAX_LINES, wrappedLines(text, chars)), 0) +
        (unitLine(column) ? 1 : 0),
    ),
  );
};
