import { isCentralOffice, type DashboardDto } from '@ftr/contracts';
import { Button, Empty, Flex, Grid, List, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { DashboardControls } from '../../features/dashboards/DashboardControls.tsx';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';

/**
 * Spec 1 §2 /dashboards: Corporate Dashboards (only at the Central Office) and Custom Dashboards (only at a
 * factory site, spec 1 §6), each listing the dashboards of the screen's format (Desktop, or Mobile on a
 * small screen); the type and site chosen are kept for the session.
 */
const DashboardsHome = () => {
  const claims = useAtomValue(claimsAtom);
  const reportError = useReportError();
  const screens = Grid.useBreakpoint();
  const formatId = screens.md === false ? 2 : 1;
  const site = claims?.site ?? 'CO';
  const corporate = isCentralOffice(site);
  const corporateList = useRouteQuery(
    'listCorporateDashboards',
    { query: { manageId: 1, formatId } },
    { enabled: corporate, onError: reportError },
  );
  const customList = useRouteQuery(
    'listSiteDashboards',
    { params: { site }, query: { manageId: 2, formatId } },
    { enabled: !corporate, onError: reportError },
  );
  const list: DashboardDto[] = (corporate ? corporateList.data : customList.data) ?? [];
  return (
    <>
      <PageTitle page="Dashboards" />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Dashboards
        </Typography.Title>
        <DashboardControls />
      </Flex>
      <Space style={{ marginBottom: 16 }}>
        <Button type={corporate ? 'primary' : 'default'} disabled={!corporate}>
          Corporate Dashboards
        </Button>
        <Button type={corporate ? 'default' : 'primary'} disabled={corporate}>
          Custom Dashboards
        </Button>
        <Link to="/dashboards/opsum">Operational Summary</Link>
      </Space>
      <List
        data-testid="dashboard-list"
        bordered
        loading={corporate ? corporateList.isLoading : customList.isLoading}
        dataSource={list}
        locale={{ emptyText: <Empty description="No dashboards yet" /> }}
        renderItem={(dashboard) => (
          <List.Item>
            <Link to={`/dashboards/${dashboard.ADDRESS}`}>{dashboard.DESCRIPTION}</Link>
          </List.Item>
        )}
      />
    </>
  );
};

export default DashboardsHome;
