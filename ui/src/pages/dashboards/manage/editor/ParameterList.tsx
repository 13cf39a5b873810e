import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined } from '@ant-design/icons';
import { DASHBOARD_MESSAGES as M, type DashboardDto, type DashboardParameterDto } from '@ftr/contracts';
import { App, Button, Space, Table } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useReportError } from '../../../../api/errors.ts';
import { queryKey } from '../../../../query/keys.ts';
import { useFormMutation } from '../../../../query/useFormMutation.ts';
import { useOptimisticMutation } from '../../../../query/useOptimisticMutation.ts';
import { removeDashboardParameter, swapDashboardParameters } from '../../service.ts';
import { DASHBOARD_READS } from './reads.ts';

interface Props {
  dashboard: DashboardDto;
  parameters: readonly DashboardParameterDto[];
}

/**
 * Spec 2 §2, §4: the parameters in order; up and down swap with the neighbour (the first cannot go up,
 * the last cannot go down; a failed move leaves the order); removal is shown at once and put back if it fails.
 */
export const ParameterList = ({ dashboard, parameters }: Props) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const queryClient = useQueryClient();
  const key = queryKey('listDashboardParameters', { params: { id: String(dashboard.ID) } });
  const refreshOthers = () => Promise.all(DASHBOARD_READS.map((name) => queryClient.invalidateQueries({ queryKey: [name] })));
  const remove = useOptimisticMutation<DashboardParameterDto[], DashboardParameterDto, unknown>({
    key,
    change: (list, removed) => list.filter((p) => p.ID !== removed.ID),
    write: (removed) => removeDashboardParameter(removed.ID),
    onSuccess: (_r, removed) => {
      void message.success(M.parameterRemoved(removed.PARM_CODE));
      void refreshOthers();
    },
    onError: (error) => reportError(error),
  });
  const move = useFormMutation({
    write: ({ id, otherId }: { id: string; otherId: string }) => swapDashboardParameters(id, otherId),
    invalidates: DASHBOARD_READS,
    onError: (error) => console.error(error),
  });
  const neighbour = (index: number) => parameters[index]?.ID;
  return (
    <Table<DashboardParameterDto>
      data-testid="dashboard-parameters"
      rowKey="ID"
      size="small"
      pagination={false}
      dataSource={[...parameters]}
      columns={[
        { title: 'Code', dataIndex: 'PARM_CODE' },
        { title: 'Label', dataIndex: 'LABEL' },
        { title: 'Days', dataIndex: 'HISTORY' },
        { title: 'Goal', dataIndex: 'GOAL' },
        { title: 'Target', dataIndex: 'TARGET_CODE' },
        ...(dashboard.TYPE === 'C'
          ? [{ title: 'Site', key: 'site', render: (_: unknown, p: DashboardParameterDto) => p.LONG_SITE ?? 'All sites' }]
          : []),
        {
          title: '',
          key: 'actions',
          render: (_, p, index) => {
            const up = neighbour(index - 1);
            const down = neighbour(index + 1);
            return (
              <Space size={0}>
                <Button
                  type="text"
                  icon={<ArrowUpOutlined />}
                  aria-label={`Move ${p.PARM_CODE} up`}
                  disabled={!up || move.isPending}
                  onClick={() => up && move.mutate({ id: p.ID, otherId: up })}
                />
                <Button
                  type="text"
                  icon={<ArrowDownOutlined />}
                  aria-label={`Move ${p.PARM_CODE} down`}
                  disabled={!down || move.isPending}
                  onClick={() => down && move.mutate({ id: p.ID, otherId: down })}
                />
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`Remove ${p.PARM_CODE}`}
                  onClick={() => remove.mutate(p)}
                />
              </Space>
            );
          },
        },
      ]}
    />
  );
};
