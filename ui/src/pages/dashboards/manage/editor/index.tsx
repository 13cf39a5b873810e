import { Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { Link, useParams } from 'react-router-dom';
import { DASHBOARD_MESSAGES as M } from '@ftr/contracts';
import { useReportError } from '../../../../api/errors.ts';
import { DashboardView } from '../../../../features/dashboards/DashboardView.tsx';
import { DashboardControls } from '../../../../features/dashboards/DashboardControls.tsx';
import { RangeControl } from '../../../../features/dashboards/RangeControl.tsx';
import { useDashboard } from '../../../../features/dashboards/useDashboard.ts';
import { PageTitle } from '../../../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../../../query/useRouteQuery.ts';
import { AddParameterForm } from './AddParameterForm.tsx';
import { DetailsForm } from './DetailsForm.tsx';
import { LayoutEditor } from './LayoutEditor.tsx';
import { ParameterList } from './ParameterList.tsx';

/** Spec 2 §2 /dashboards/manage/{id}: name and format, the parameter list, the layout (MANAGE_TYPE 2) and a live preview beside them. */
const ManageDashboard = () => {
  const { id: idText = '' } = useParams();
  const id = /^\d+$/.test(idText) ? idText : '0';
  const reportError = useReportError();
  const dashboard = useRouteQuery('getDashboard', { params: { id } }, { onError: reportError, enabled: id !== '0' });
  const parameters = useRouteQuery('listDashboardParameters', { params: { id } }, { enabled: id !== '0' });
  const items = useRouteQuery('listLayoutItems', { params: { dashboardId: id } }, { enabled: id !== '0' });
  const preview = useDashboard(Number(id));
  if (id === '0' || dashboard.isError)
    return <Result status="404" title="Dashboard not found" extra={<Link to="/dashboards/manage">All dashboards</Link>} />;
  if (!dashboard.data) return <Skeleton active />;
  const d = dashboard.data;
  return (
    <>
      <PageTitle page={`Manage ${d.DESCRIPTION}`} />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {d.DESCRIPTION}
        </Typography.Title>
        <Link to={`/dashboards/${d.ADDRESS}`}>Open dashboard</Link>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col span={24} xl={12}>
          <Card size="small" title="Dashboard" style={{ marginBottom: 16 }}>
            <DetailsForm key={d.LAST_UPDATED_DTS} dashboard={d} />
          </Card>
          <Card size="small" title="Parameters" style={{ marginBottom: 16 }}>
            <AddParameterForm dashboard={d} taken={(parameters.data ?? []).map((p) => p.PARM_CODE)} />
            <ParameterList dashboard={d} parameters={parameters.data ?? []} />
          </Card>
          {d.MANAGE_TYPE === 2 && (
            <Card size="small" title="Layout">
              <LayoutEditor dashboard={d} parameters={parameters.data ?? []} items={items.data ?? []} />
            </Card>
          )}
        </Col>
        <Col span={24} xl={12}>
          <Card
            size="small"
            title="Preview"
            extra={
              <Flex gap={8}>
                <DashboardControls />
                <RangeControl id={d.ID} />
              </Flex>
            }
            data-testid="dashboard-preview"
          >
            {preview.failed ? (
              <Result status="warning" title={M.runFailed} />
            ) : preview.layout ? (
              <DashboardView layout={preview.layout} data={preview.data} />
            ) : (
              <Skeleton active />
            )}
          </Card>
        </Col>
      </Row>
    </>
  );
};

export default ManageDashboard;
