import type { ParkedEventDto } from '@ftr/contracts';
import { App, Button, Space, Table, Typography } from 'antd';
import { instantText } from '../../../format/time.ts';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { dismissParkedEvent, retryParkedEvent } from '../service.ts';

/**
 * Events a reactor could not handle after its retries (parked; the reactor went on with later ones):
 * Retry hands one to its reactor again, Dismiss drops it; both are recorded with the administrator.
 */
export const ParkedEvents = () => {
  const { message } = App.useApp();
  const parked = useRouteQuery('listParkedEvents', {});
  const done = { invalidates: ['listParkedEvents'] as const, onSuccess: (r: { message: string }) => void message.success(r.message) };
  const retry = useFormMutation({ write: retryParkedEvent, ...done });
  const dismiss = useFormMutation({ write: dismissParkedEvent, ...done });
  const rows = parked.data ?? [];
  return (
    <section aria-label="Parked events" style={{ marginBottom: 16 }}>
      <Typography.Title level={4} data-testid="parked-count">
        Parked events: {parked.data ? rows.length : '…'}
      </Typography.Title>
      {rows.length > 0 ? (
        <Table<ParkedEventDto>
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={rows}
          columns={[
            { title: 'Reactor', dataIndex: 'reactor' },
            { title: 'Event', render: (_, r) => `${r.type} ${r.stream}@${r.revision}` },
            { title: 'Error', dataIndex: 'error' },
            { title: 'Attempts', dataIndex: 'attempts' },
            { title: 'Parked', render: (_, r) => instantText(r.parkedAt) },
            {
              title: '',
              render: (_, r) => (
                <Space>
                  <Button size="small" loading={retry.isPending && retry.variables === r.id} onClick={() => retry.mutate(r.id)}>
                    Retry
                  </Button>
                  <Button
                    size="small"
                    danger
                    loading={dismiss.isPending && dismiss.variables === r.id}
                    onClick={() => dismiss.mutate(r.id)}
                  >
                    Dismiss
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      ) : null}
    </section>
  );
};
