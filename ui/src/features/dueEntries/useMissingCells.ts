import { useMemo } from 'react';
import { useDueBoard } from './useDueBoard.ts';

/** The cell key the grid's inputs carry: `code|date|hour`. */
export const cellKey = (code: string, date: string, hour: number): string => `${code}|${date}|${hour}`;

/** The missing cells (due and empty) of one screen on the due board, by cell key; empty while loading. */
export const useMissingCells = (screenId: number): ReadonlySet<string> => {
  const board = useDueBoard(screenId > 0);
  return useMemo(() => {
    const screen = board?.SCREENS.find((s) => s.ID === screenId);
    return new Set((screen?.CELLS ?? []).map((c) => cellKey(c.CODE, c.DATE, c.HOUR)));
  }, [board, screenId]);
};
