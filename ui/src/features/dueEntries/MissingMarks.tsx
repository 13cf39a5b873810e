import { useMemo } from 'react';
import { useMissingCells } from './useMissingCells.ts';

/** Outline and tint of a cell that was due and is still empty (the due board's colour). */
const MARK = 'box-shadow: inset 0 0 0 2px #ff4d4f; background: #fff1f0;';

/**
 * Marks the missing cells of a grid's screen (past hours due and still empty, from the due board): one style
 * rule over the grid's inputs, which carry `data-cell="code|date|hour"`, so the grid's own cells stay as they are.
 * Live: the board's read refreshes on every change notice, so a value entered anywhere clears its mark.
 */
export const MissingMarks = ({ screenId }: { screenId: number }) => {
  const missing = useMissingCells(screenId);
  const css = useMemo(
    () =>
      missing.size === 0
        ? ''
        : `${[...missing].map((key) => `[data-testid="data-grid"] input[data-cell="${CSS.escape(key)}"]`).join(',\n')} { ${MARK} }`,
    [missing],
  );
  return css ? (
    <style data-testid="due-marks" data-count={missing.size}>
      {css}
    </style>
  ) : null;
};
