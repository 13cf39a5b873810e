import { HistoryOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useState, type ReactNode } from 'react';
import { factorySlotText } from '../../../../format/time.ts';
import { TrailDrawer } from '../../../../features/audit/TrailDrawer.tsx';
import type { CellRef } from '../cell.ts';
import type { GridColumn } from '../column.ts';

/** The cell an event happened on (grid inputs carry `data-cell="code|date|hour"`), or null. */
const cellOf = (target: EventTarget | null): CellRef | null => {
  const key = target instanceof HTMLInputElement ? target.dataset['cell'] : undefined;
  const [code, date, hour] = key?.split('|') ?? [];
  return code && date && hour ? { code, date, hour: Number(hour) } : null;
};

/**
 * The grid cells' "History" action: right-click a cell and choose History, or press Alt+H in
 * it, to open the audit trail of that parameter on that day with the cell's changes highlighted.
 */
export const CellHistory = ({
  site,
  columns,
  children,
}: {
  site: string;
  /** The grid's columns: the trail shows values at their display precision, with their unit. */
  columns: readonly Pick<GridColumn, 'CODE' | 'PRECISION' | 'UNITS'>[];
  children: ReactNode;
}) => {
  const [cell, setCell] = useState<CellRef | null>(null);
  const [open, setOpen] = useState(false);
  const column = cell ? columns.find((c) => c.CODE === cell.code) : undefined;
  const items = [
    {
      key: 'history',
      icon: <HistoryOutlined />,
      disabled: cell === null,
      label: cell ? `History of ${cell.code} ${factorySlotText(cell.date, cell.hour)}` : 'History (right-click a cell)',
    },
  ];
  return (
    <>
      <Dropdown trigger={['contextMenu']} menu={{ items, onClick: () => setOpen(true) }}>
        <div
          onContextMenuCapture={(event) => setCell(cellOf(event.target))}
          onKeyDownCapture={(event) => {
            const target = cellOf(event.target);
            if (!target || !event.altKey || event.key.toLowerCase() !== 'h') return;
            event.preventDefault();
            setCell(target);
            setOpen(true);
          }}
        >
          {children}
        </div>
      </Dropdown>
      {cell ? (
        <TrailDrawer
          open={open}
          onClose={() => setOpen(false)}
          site={site}
          code={cell.code}
          from={cell.date}
          to={cell.date}
          focus={cell}
          precision={column?.PRECISION ?? null}
          units={column?.UNITS ?? null}
        />
      ) : null}
    </>
  );
};
