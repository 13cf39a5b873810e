import { cellKey, type DataRow, type Site } from '@ftr/contracts';
import { useMemo } from 'react';
import { latestBreak, rulesText, standingBreaks } from './marks.ts';
import { useSpcBreaks } from './useSpcBreaks.ts';

interface Props {
  site: Site | undefined;
  codes: readonly string[];
  /** The board's rows, newest first. */
  rows: readonly DataRow[];
}

const quoted = (text: string) => `"${text.replace(/["\\]/g, '\\$&')}"`;

/**
 * Marks on the wallboard: a parameter whose newest value completed an SPC rule break gets a diamond and
 * the rules' numbers under its heading (a shape and text, readable across a room, as the limit marks are),
 * and that value's cell a dashed frame. Drawn by style rules over the board's `data-code` headings and
 * `data-cell` cells, so the board's own components stay as they are.
 */
export const SpcBoardMarks = ({ site, codes, rows }: Props) => {
  const to = rows[0]?.FTR_DATE;
  const from = rows.at(-1)?.FTR_DATE;
  const breaks = useSpcBreaks(site, from, to);
  const css = useMemo(() => {
    const byHour = new Map(rows.map((row) => [`${row.FTR_DATE}|${row.FTR_HOUR}`, row]));
    const standing = standingBreaks(breaks, (code, date, hour) => {
      const value = byHour.get(`${date}|${hour}`)?.[code];
      return typeof value === 'number' ? value : null;
    });
    const cells = rows.flatMap((row) =>
      codes.map((code) => {
        const value = row[code];
        return { code, date: row.FTR_DATE, hour: row.FTR_HOUR, value: typeof value === 'number' ? value : null };
      }),
    );
    return codes
      .flatMap((code) => {
        const b = latestBreak(code, cells, standing);
        if (!b) return [];
        const key = quoted(cellKey(b.code, b.date, b.hour));
        return [
          `th[data-code=${quoted(code)}]::after{content:${quoted(`◆ ${rulesText(b.rules)}`)};display:block;color:#ffb020;font-weight:800;white-space:nowrap}`,
          `td[data-cell=${key}]{outline:3px dashed #ffb020;outline-offset:-6px}`,
        ];
      })
      .join('\n');
  }, [breaks, rows, codes]);
  return css ? <style data-testid="spc-board-marks">{css}</style> : null;
};
