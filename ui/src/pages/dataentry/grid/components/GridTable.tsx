import type { CcfLabel, GridType } from '@ftr/contracts';
import { Empty } from 'antd';
import { useCallback, useEffect, useRef, useState, type Ref } from 'react';
import type { GridColumn } from '../column.ts';
import type { Edits } from '../pending.ts';
import type { GridRow, LockContext } from '../rows.ts';
import { columnsBeyond, scrollEdges } from '../scrollEdges.ts';
import type { TableHandlers } from '../useCellEditing.ts';
import type { GridSize } from '../../settings.ts';
import { ColumnHeader } from './ColumnHeader.tsx';
import { GridRowView } from './GridRowView.tsx';
import './grid.css';

interface Props {
  readonly type: GridType;
  readonly columns: readonly GridColumn[];
  readonly rows: readonly GridRow[];
  readonly edits: Edits;
  readonly marks: ReadonlySet<string>;
  readonly lock: LockContext;
  readonly labels: ReadonlyMap<string, CcfLabel | null>;
  readonly showCodes: boolean;
  readonly size: GridSize;
  readonly ready: boolean;
  /** Shown as of a past instant: no edit affordances (the column pencils). */
  readonly readOnly: boolean;
  readonly canEditParameters: boolean;
  /** VIEW_CCF users: a CCF label links to its CCF. */
  readonly canViewCcf: boolean;
  readonly onEditColumn: (column: GridColumn) => void;
  readonly handlers: TableHandlers;
  readonly tableRef: Ref<HTMLTableElement>;
}

interface Edges {
  readonly left: boolean;
  readonly right: boolean;
  readonly beyond: number;
}

/** Watches the grid's scrolling box: which edges have more, and how many columns lie to the right. */
const useEdges = (columns: number) => {
  const ref = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<Edges>({ left: false, right: false, beyond: 0 });
  const measure = useCallback(() => {
    const box = ref.current;
    if (!box) return;
    const next = { ...scrollEdges(box), beyond: columnsBeyond(box, box.scrollWidth / (columns + 1), columns) };
    setEdges((prev) => (prev.left === next.left && prev.right === next.right && prev.beyond === next.beyond ? prev : next));
  }, [columns]);
  useEffect(() => {
    const box = ref.current;
    if (!box) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [measure]);
  return { ref, edges, measure };
};

/**
 * The grid: a plain table (sticky header and first column) of memoised rows and cells; every cell's
 * events are handled once, here, by the shared handlers.
 */
export const GridTable = (p: Props) => {
  const { ref, edges, measure } = useEdges(p.columns.length);
  if (p.ready && p.columns.length === 0) return <Empty description="This screen has no parameters yet" />;
  const { onChange, ...tableEvents } = p.handlers;
  return (
    <div className="dg-frame" data-more-left={edges.left ? 'true' : 'false'} data-more-right={edges.right ? 'true' : 'false'}>
      <div ref={ref} className="dg-scroll" data-testid="data-grid" data-ready={p.ready ? 'true' : 'false'} onScroll={measure}>
        <table
          ref={p.tableRef}
          className={['dg-table', p.size === 'sm' ? 'dg-sm' : '', p.readOnly ? 'dg-asof' : ''].filter(Boolean).join(' ')}
          aria-label="Data entry grid"
          {...tableEvents}
        >
          <thead>
            <tr>
              <th className="dg-rowhead" scope="col">
                {p.type === 'HLY' ? 'Hour' : 'Day'}
              </th>
              {p.columns.map((column) => (
                <ColumnHeader
                  key={column.ID}
                  column={column}
                  label={p.labels.get(column.CODE) ?? null}
                  showCodes={p.showCodes}
                  canEditParameters={p.canEditParameters}
                  editable={p.canEditParameters && !p.readOnly}
                  canViewCcf={p.canViewCcf}
                  onEdit={p.onEditColumn}
                />
              ))}
            </tr>
          </thead>
          <tbody>
            {p.rows.map((row, index) => (
              <GridRowView
                key={`${row.date}|${row.hour}`}
                row={row}
                rowIndex={index}
                type={p.type}
                columns={p.columns}
                edits={p.edits}
                marks={p.marks}
                lock={p.lock}
                onChange={onChange}
              />
            ))}
          </tbody>
        </table>
      </div>
      {edges.left || edges.right ? (
        <div className="dg-hint" data-testid="grid-scroll-hint" aria-live="polite">
          {edges.left ? '← ' : ''}Scroll sideways{edges.beyond > 0 ? `: ${edges.beyond} more column${edges.beyond === 1 ? '' : 's'}` : ''}
          {edges.right ? ' →' : ''} (Shift + mouse wheel, or the scrollbar)
        </div>
      ) : null}
    </div>
  );
};
