import type { GridType } from '@ftr/contracts';
import { memo } from 'react';
import { cellKey } from '../cell.ts';
import { cellView } from '../cellView.ts';
import type { GridColumn } from '../column.ts';
import type { Edits } from '../pending.ts';
import { rowLabel } from '../rowLabel.ts';
import { cellAt, type GridRow, type LockContext } from '../rows.ts';
import { GridCell } from './GridCell.tsx';

interface Props {
  readonly row: GridRow;
  readonly rowIndex: number;
  readonly type: GridType;
  readonly columns: readonly GridColumn[];
  readonly edits: Edits;
  readonly marks: ReadonlySet<string>;
  readonly lock: LockContext;
  readonly onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
}

const RowView = ({ row, rowIndex, type, columns, edits, marks, lock, onChange }: Props) => {
  const label = rowLabel(row, type);
  return (
    <tr>
      <th className="dg-rowhead" scope="row" title={label.title}>
        {label.text}
      </th>
      {columns.map((column, col) => {
        const view = cellView(row, column, edits, lock);
        return (
          <GridCell
            key={column.ID}
            cellKey={view.key}
            row={rowIndex}
            col={col}
            text={view.text}
            tone={view.tone}
            readOnly={view.readOnly}
            limit={view.limit}
            locked={view.locked}
            changed={view.changed}
            marked={marks.has(view.key)}
            separator={column.SEPERATOR}
            label={`${column.HEADING1} ${label.text}`}
            onChange={onChange}
          />
        );
      })}
    </tr>
  );
};

/**
 * A row re-renders only when something of its own changed: a keystroke elsewhere leaves the other rows
 * (and, through GridCell's memo, the other cells) alone, so a 24 × 60 grid stays quick to type in.
 */
const sameRow = (a: Props, b: Props): boolean => {
  if (a.row !== b.row || a.rowIndex !== b.rowIndex || a.type !== b.type || a.columns !== b.columns) return false;
  if (a.lock !== b.lock || a.onChange !== b.onChange) return false;
  if (a.edits === b.edits && a.marks === b.marks) return true;
  return a.columns.every((column) => {
    const key = cellKey(cellAt(a.row, column));
    return a.edits.get(key) === b.edits.get(key) && a.marks.has(key) === b.marks.has(key);
  });
};

export const GridRowView = memo(RowView, sameRow);
