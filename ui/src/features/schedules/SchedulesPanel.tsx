import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { SCHEDULE_MESSAGES as M, type ScheduleDto } from '@ftr/contracts';
import { App, Button, Card, Popconfirm, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { instantText } from '../../format/time.ts';
import { cadenceText } from './cadence.ts';
import { ScheduleModal } from './ScheduleModal.tsx';
import { deleteSchedule } from './service.ts';

const NONE: ScheduleDto[] = [];
/** Runs on the plant's clock, the instant format of every table (format/time.ts). */
const when = (iso: string | null) => (iso ? instantText(iso) : '—');

const LastRun = ({ schedule }: { schedule: ScheduleDto }) => {
  const run = schedule.RUNS[0];
  if (!run) return <>Not run yet</>;
  const color = run.status === 'SUCCEEDED' ? 'green' : run.status === 'FAILED' ? 'red' : 'blue';
  const tag = <Tag color={color}>{run.status === 'SUCCEEDED' ? 'Sent' : run.status === 'FAILED' ? 'Failed' : 'Running'}</Tag>;
  return (
    <Space size="small">
      {run.reason ? <Tooltip title={run.reason}>{tag}</Tooltip> : tag}
      <span>{run.period}</span>
      {run.reason && <span>{run.reason}</span>}
    </Space>
  );
};

/** The Schedules card of a report or grabber: list, add, edit, delete. */
export const SchedulesPanel = ({ definitionId, editable }: { definitionId: number; editable: boolean }) => {
  const reportError = useReportError();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<ScheduleDto | 'new' | null>(null);
  const query = useRouteQuery('listSchedules', { query: { definitionId: String(definitionId) } }, { onError: (e) => reportError(e) });
  const removal = useFormMutation({
    write: (id: string) => deleteSchedule(id),
    invalidates: ['listSchedules'],
    onSuccess: () => void message.success(M.deleted),
  });
  const columns: TableColumnsType<ScheduleDto> = [
    { title: 'Cadence', key: 'cadence', render: (_v, s) => cadenceText(s) },
    { title: 'Recipients', key: 'recipients', render: (_v, s) => s.RECIPIENTS.join(', ') },
    { title: 'Next run', key: 'next', render: (_v, s) => (s.ENABLED ? when(s.NEXT_RUN) : 'Disabled') },
    { title: 'Last run', key: 'last', render: (_v, s) => <LastRun schedule={s} /> },
    {
      title: '',
      key: 'actions',
      width: 100,
      render: (_v, s) =>
        editable && (
          <Space size={0}>
            <Button type="text" size="small" icon={<EditOutlined />} aria-label="Edit schedule" onClick={() => setEditing(s)} />
            <Popconfirm title="Delete this schedule?" onConfirm={() => removal.mutate(s.ID)}>
              <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label="Delete schedule" />
            </Popconfirm>
          </Space>
        ),
    },
  ];
  return (
    <Card
      title="Schedules"
      extra={
        editable && (
          <Button icon={<PlusOutlined />} onClick={() => setEditing('new')}>
            New schedule
          </Button>
        )
      }
    >
      <Table<ScheduleDto>
        rowKey="ID"
        columns={columns}
        dataSource={query.data?.items ?? NONE}
        loading={query.isLoading}
        pagination={false}
        size="small"
        locale={{ emptyText: 'Not scheduled: use New schedule to mail this file daily or weekly' }}
        data-testid="schedules"
      />
      {editing !== null && (
        <ScheduleModal definitionId={definitionId} schedule={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      )}
    </Card>
  );
};
