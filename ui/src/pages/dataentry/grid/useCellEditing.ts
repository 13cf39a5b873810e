import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { cellKey } from './cell.ts';
import { formatCellValue, sanitiseCellText, typedAtPrecision } from '../../../features/values/cellText.ts';
import type { GridColumn } from './column.ts';
import { escapeTarget, keyAction, type EditMode, type GridPos } from './navigation.ts';
import { parseClipboard, planPaste, type PastePlan } from './paste.ts';
import { NO_EDITS, revert, settle, typeInto, typeIntoMany, type Edits } from './pending.ts';
import { cellAt, originalAt, readOnlyReason, type GridRow, type LockContext } from './rows.ts';

interface Options {
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  readonly lock: LockContext;
  /** While submitting nothing can be typed. */
  readonly frozen: boolean;
  readonly onPasted: (plan: PastePlan) => void;
}

interface Focused extends GridPos {
  mode: EditMode;
  textOnEntry: string;
}

export interface TableHandlers {
  readonly onChange: (event: React.ChangeEvent<HTMLInputElement>) => void;
  readonly onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => void;
  readonly onFocus: (event: React.FocusEvent<HTMLElement>) => void;
  readonly onBlur: (event: React.FocusEvent<HTMLElement>) => void;
  readonly onMouseDown: (event: React.MouseEvent<HTMLElement>) => void;
  readonly onDoubleClick: (event: React.MouseEvent<HTMLElement>) => void;
  readonly onPaste: (event: React.ClipboardEvent<HTMLElement>) => void;
}

const cellInput = (target: EventTarget): HTMLInputElement | null =>
  target instanceof HTMLInputElement && target.dataset.r !== undefined ? target : null;

const posOf = (input: HTMLInputElement): GridPos => ({ row: Number(input.dataset.r), col: Number(input.dataset.c) });

/**
 * The spreadsheet behaviour of the grid: the pending edits and conflict marks, and one set of stable
 * event handlers on the table (typing, keys, focus, paste) that every cell shares.
 */
export const useCellEditing = ({ columns, rows, lock, frozen, onPasted }: Options) => {
  const [edits, setEdits] = useState<Edits>(NO_EDITS);
  const [marks, setMarks] = useState<ReadonlySet<string>>(() => new Set());
  const tableRef = useRef<HTMLTableElement>(null);
  const focused = useRef<Focused | null>(null);
  const ctx = useRef({ columns, rows, lock, frozen, onPasted });
  useEffect(() => {
    ctx.current = { columns, rows, lock, frozen, onPasted };
  });

  const focusCell = useCallback((pos: GridPos) => {
    const input = tableRef.current?.querySelector<HTMLInputElement>(`input[data-r="${pos.row}"][data-c="${pos.col}"]`);
    input?.focus();
  }, []);

  const handlers = useMemo((): TableHandlers => {
    const at = (pos: GridPos) => {
      const row = ctx.current.rows[pos.row];
      const column = ctx.current.columns[pos.col];
      return row && column ? { row, column, cell: cellAt(row, column), original: originalAt(row, column.CODE) } : null;
    };
    const editable = (pos: GridPos): boolean => {
      const found = at(pos);
      return found !== null && readOnlyReason(found.row, found.column, ctx.current.lock) === null;
    };
    // After the next frame (once React has written the reverted text), unless the user has moved on:
    // select() would take the focus back to this cell, and a fast Shift+Tab's typing would land here.
    const selectAll = (input: HTMLInputElement) =>
      requestAnimationFrame(() => {
        if (document.activeElement === input) input.select();
      });

    return {
      onChange: (event) => {
        const input = cellInput(event.target);
        if (!input || ctx.current.frozen || input.readOnly) return;
        const found = at(posOf(input));
        if (!found) return;
        const text = sanitiseCellText(input.value);
        setEdits((prev) => typeInto(prev, found.cell, found.original, text));
        if (focused.current?.mode === 'ready') focused.current.mode = 'enter';
      },
      onFocus: (event) => {
        const input = cellInput(event.target);
        if (!input) return;
        focused.current = { ...posOf(input), mode: 'ready', textOnEntry: input.value };
        input.select();
      },
      onBlur: (event) => {
        const input = cellInput(event.target);
        const key = input?.dataset.cell;
        const precision = input ? at(posOf(input))?.column.PRECISION : undefined;
        if (key) setEdits((prev) => settle(prev, key, precision));
      },
      onMouseDown: (event) => {
        const input = cellInput(event.target);
        if (!input) return;
        if (document.activeElement === input) {
          if (focused.current) focused.current.mode = 'edit';
          return;
        }
        event.preventDefault();
        input.focus();
      },
      onDoubleClick: (event) => {
        if (cellInput(event.target) && focused.current) focused.current.mode = 'edit';
      },
      onKeyDown: (event) => {
        const input = cellInput(event.target);
        const state = focused.current;
        if (!input || !state) return;
        const pos = posOf(input);
        const size = { rows: ctx.current.rows.length, cols: ctx.current.columns.length };
        const action = keyAction(event, pos, size, state.mode);
        if (action.type === 'native') return;
        event.preventDefault();
        if (action.type === 'move') {
          focusCell(action.to);
        } else if (action.type === 'edit') {
          state.mode = 'edit';
          input.setSelectionRange(input.value.length, input.value.length);
        } else {
          const found = at(pos);
          if (!found || ctx.current.frozen || input.readOnly) return;
          const key = cellKey(found.cell);
          if (escapeTarget(state.textOnEntry, input.value) === 'entry') {
            const text = state.textOnEntry;
            setEdits((prev) => settle(typeInto(prev, found.cell, found.original, text), key));
          } else {
            setEdits((prev) => revert(prev, key));
            state.textOnEntry = formatCellValue(found.original, found.column.PRECISION);
          }
          state.mode = 'ready';
          selectAll(input);
        }
      },
      onPaste: (event) => {
        const input = cellInput(event.target);
        const state = focused.current;
        if (!input || ctx.current.frozen) return;
        const block = parseClipboard(event.clipboardData.getData('text/plain'));
        const single = block.length === 1 && block[0]?.length === 1;
        if (single && state?.mode === 'edit' && !input.readOnly) return;
        event.preventDefault();
        const size = { rows: ctx.current.rows.length, cols: ctx.current.columns.length };
        const plan = planPaste(block, posOf(input), size, (row, col) => editable({ row, col }));
        const writes = plan.writes.flatMap((w) => {
          const found = at(w);
          return found ? [{ cell: found.cell, original: found.original, text: typedAtPrecision(w.text, found.column.PRECISION) }] : [];
        });
        setEdits((prev) => typeIntoMany(prev, writes));
        if (!single || plan.skipped > 0) ctx.current.onPasted(plan);
      },
    };
  }, [focusCell]);

  return { edits, setEdits, marks, setMarks, handlers, tableRef, focusCell };
};
