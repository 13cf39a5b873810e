import type { CcfLabel, GridType } from '@ftr/contracts';
import { Empty } from 'antd';
import type { Ref } from 'react';
import type { GridColumn } from '../column.ts';
import type { Edits } from '../pending.ts';
import type { GridRow, LockContext } from '../rows.ts';
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
  readonly canEditParameters: boolean;
  /** VIEW_CCF users: a CCF label links to its CCF. */
  readonly canViewCcf: boolean;
  readonly onEditColumn: (column: GridColumn) => void;
  readonly handlers: TableHandlers;
  readonly tableRef: Ref<HTMLTableElement>;
}

/**
 * The grid: a plain table (sticky header and first column) of memoised rows and cells; every cell's
 * events are handled once, here, by the shared handlers.
 */
export const GridTable = (p: Props) => {
  if (p.ready && p.columns.length === 0) return <Empty description="This screen has no parameters yet" />;
  const { onChange, ...tableEvents } = p.handlers;
  return (
    <div className="dg-scroll" data-testid="data-grid" data-ready={p.ready ? 'true' : 'false'}>
      <table
        ref={p.tableRef}
        className={p.size === 'sm' ? 'dg-table dg-sm' : 'dg-table'}
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
  );
};
