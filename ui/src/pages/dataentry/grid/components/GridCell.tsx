import { memo } from 'react';
import type { CellTone } from '../../../../features/values/colouring.ts';

export interface CellProps {
  readonly cellKey: string;
  readonly row: number;
  readonly col: number;
  readonly text: string;
  readonly tone: CellTone;
  /** Why the cell cannot be typed into, or null. */
  readonly readOnly: string | null;
  /** Which limit the value breaks (the tooltip names it), or null. */
  readonly limit: string | null;
  /** Locked by the rules (rather than calculated): hatched. */
  readonly locked: boolean;
  readonly changed: boolean;
  /** Named by a 409: someone else changed it since it was loaded. */
  readonly marked: boolean;
  readonly separator: boolean;
  readonly label: string;
  /** One stable handler for every cell (the table does the work). */
  readonly onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

const MARK_TEXT = 'Someone else changed this value since it was loaded';

/** One cell: an input whose events the table handles (keys, focus, paste, typing). */
export const GridCell = memo(function GridCell(p: CellProps) {
  const classes = [`dg-${p.tone}`];
  if (p.readOnly !== null) classes.push('dg-readonly');
  if (p.locked) classes.push('dg-locked');
  if (p.changed) classes.push('dg-changed');
  if (p.marked) classes.push('dg-marked');
  if (p.separator) classes.push('dg-sep');
  const title = [p.limit, p.marked ? MARK_TEXT : null, p.readOnly].filter(Boolean).join('; ') || undefined;
  return (
    <td className={classes.join(' ')} title={title} data-tone={p.tone}>
      <input
        data-r={p.row}
        data-c={p.col}
        data-cell={p.cellKey}
        aria-label={p.label}
        value={p.text}
        readOnly={p.readOnly !== null}
        onChange={p.onChange}
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
      />
    </td>
  );
});
