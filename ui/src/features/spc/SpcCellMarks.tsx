import type { Site } from '@ftr/contracts';
import { useMemo } from 'react';
import { rulesText, standingBreaks } from './marks.ts';
import { useSpcBreaks } from './useSpcBreaks.ts';

interface Props {
  site: Site | undefined;
  /** The grid's rows: factory date, hour and the value of each code. */
  rows: readonly { date: string; hour: number; values: Readonly<Record<string, number | null>> }[];
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Marks on the data-entry grid: each cell whose value completed an SPC rule break gets a small corner
 * label with the rules' numbers. Drawn by a style rule over the grid's `data-cell` inputs, so the grid's
 * memoised cells are left alone.
 */
export const SpcCellMarks = ({ site, rows }: Props) => {
  const from = rows[0]?.date;
  const to = rows.at(-1)?.date;
  const breaks = useSpcBreaks(site, from, to);
  const css = useMemo(() => {
    const values = new Map(rows.map((row) => [`${row.date}|${row.hour}`, row.values]));
    const standing = standingBreaks(breaks, (code, date, hour) => values.get(`${date}|${hour}`)?.[code]);
    return [...standing]
      .map(
        ([key, b]) =>
          `td:has(> input[data-cell=${quoted(key)}]){position:relative}` +
          `td:has(> input[data-cell=${quoted(key)}])::after{content:${quoted(`◆ ${rulesText(b.rules)}`)};position:absolute;top:0;right:1px;font-size:9px;line-height:1;color:#ad4e00;pointer-events:none}`,
      )
      .join('\n');
  }, [breaks, rows]);
  return css ? <style data-testid="spc-cell-marks">{css}</style> : null;
};
