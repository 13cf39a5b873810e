import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DASHBOARD_DATA_TYPES,
  DASHBOARD_FORMATS,
  DASHBOARD_MANAGE_TYPES,
  DASHBOARD_MESSAGES as M,
  type DashboardDto,
} from '@ftr/contracts';
import { App, Button, Flex, Popconfirm, Space, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { instantText } from '../../../format/time.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import { NewDashboardModal } from '../components/NewDashboardModal.tsx';
import { archiveDashboard } from '../service.ts';

/** Spec 2 §2 /dashboards/manage: the site's dashboards (CO: the corporate ones), New and archive. */
const ManageDashboards = () => {
  const claims = useAtomValue(claimsAtom);
  const site = claims?.site ?? 'CO';
  const { message } = App.useApp();
  const reportError = useReportError();
  const [adding, setAdding] = useState(false);
  const { data, isLoading } = useRouteQuery('listSiteDashboards', { params: { site }, query: {} }, { onError: reportError });
  const archive = useFormMutation({
    write: (dashboard: DashboardDto) => archiveDashboard(dashboard.ID),
    invalidates: ['listSiteDashboards', 'listCorporateDashboards'],
    onSuccess: () => void message.success(M.archived),
  });
  const dashboards = data ?? [];
  return (
    <>
      <PageTitle page="Manage Dashboards" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Dashboards{' '}
          <Typography.Text type="secondary" data-testid="dashboard-count">
            ({dashboards.length})
          </Typography.Text>
        </Typography.Title>
        <Space>
          <Link to="/dashboards/playlists">Playlists</Link>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            New
          </Button>
        </Space>
      </Flex>
      <Table<DashboardDto>
        rowKey="ID"
        size="middle"
        loading={isLoading}
        dataSource={dashboards}
        pagination={{ pageSize: 12, showSizeChanger: false }}
        columns={[
          { title: 'Name', key: 'name', render: (_, d) => <Link to={`/dashboards/manage/${d.ID}`}>{d.DESCRIPTION}</Link> },
          { title: 'Data type', key: 'data', render: (_, d) => DASHBOARD_DATA_TYPES[d.DATA_TYPE] },
          { title: 'Manage', key: 'manage', render: (_, d) => DASHBOARD_MANAGE_TYPES[d.MANAGE_TYPE] },
          { title: 'Format', key: 'format', render: (_, d) => DASHBOARD_FORMATS[d.FORMAT_TYPE] },
          { title: 'Site', key: 'site', render: (_, d) => (d.TYPE === 'C' ? 'Global' : 'Local') },
          { title: 'Last updated', key: 'updated', render: (_, d) => instantText(d.LAST_UPDATED_DTS) },
          { title: 'Updated by', dataIndex: 'LAST_UPDATED_BY' },
          {
            title: '',
            key: 'delete',
            render: (_, d) => (
              <Popconfirm title={`Archive ${d.DESCRIPTION}?`} okText="Archive" onConfirm={() => archive.mutate(d)}>
                <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Archive ${d.DESCRIPTION}`} />
              </Popconfirm>
            ),
          },
        ]}
      />
      <NewDashboardModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
};

export default ManageDashboards;
