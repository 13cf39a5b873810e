import { DeleteOutlined } from '@ant-design/icons';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { ScreenColumnDto } from '@ftr/contracts';
import { Button, Switch, Table, type TableColumnsType } from 'antd';
import { dragMove } from '../members.ts';
import { DragHandle, SortableRow } from './SortableRow.tsx';

interface Props {
  members: ScreenColumnDto[];
  loading: boolean;
  onMove: (member: ScreenColumnDto, from: number, to: number) => void;
  onSeparator: (member: ScreenColumnDto, separator: boolean) => void;
  onRemove: (member: ScreenColumnDto) => void;
}

const headings = (m: ScreenColumnDto) => [m.HEADING1, m.HEADING2, m.HEADING3].filter((h) => h !== '').join(' / ');

/** Spec 1 §2 Screen editor: the parameters in order, reordered by dragging; remove and separator per row. */
export const MembersTable = ({ members, loading, onMove, onSeparator, onRemove }: Props) => {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const move = dragMove(members, String(active.id), over ? String(over.id) : undefined);
    const member = members.find((m) => m.ID === String(active.id));
    if (move && member) onMove(member, move.from, move.to);
  };
  const columns: TableColumnsType<ScreenColumnDto> = [
    { key: 'drag', width: 44, render: (_v, m) => <DragHandle label={`Move ${m.CODE}`} /> },
    { title: 'Seq', dataIndex: 'SEQUENCE', key: 'seq', width: 60 },
    { title: 'Code', dataIndex: 'CODE', key: 'code' },
    { title: 'Headings', key: 'headings', render: (_v, m) => headings(m) },
    { title: 'Type', dataIndex: 'TYPE_ID', key: 'type', width: 70 },
    { title: 'Precision', dataIndex: 'PRECISION', key: 'precision', width: 90 },
    {
      title: 'Separator',
      key: 'separator',
      width: 100,
      render: (_v, m) => (
        <Switch size="small" checked={m.SEPERATOR} aria-label={`Separator ${m.CODE}`} onChange={(on) => onSeparator(m, on)} />
      ),
    },
    {
      key: 'remove',
      width: 60,
      render: (_v, m) => (
        <Button type="text" danger size="small" icon={<DeleteOutlined />} aria-label={`Remove ${m.CODE}`} onClick={() => onRemove(m)} />
      ),
    },
  ];
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={members.map((m) => m.ID)} strategy={verticalListSortingStrategy}>
        <Table<ScreenColumnDto>
          rowKey="ID"
          components={{ body: { row: SortableRow } }}
          columns={columns}
          dataSource={members}
          loading={loading}
          pagination={false}
          size="small"
          data-testid="members-table"
        />
      </SortableContext>
    </DndContext>
  );
};
