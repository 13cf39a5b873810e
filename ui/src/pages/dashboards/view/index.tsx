import { Flex, Result, Typography } from 'antd';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { DASHBOARD_MESSAGES as M } from '@ftr/contracts';
import { DashboardControls } from '../../../features/dashboards/DashboardControls.tsx';
import { DashboardView } from '../../../features/dashboards/DashboardView.tsx';
import { PanelSkeletons } from '../../../features/dashboards/PanelSkeletons.tsx';
import { RangeControl } from '../../../features/dashboards/RangeControl.tsx';
import { UpdatedAgo } from '../../../features/dashboards/UpdatedAgo.tsx';
import { useDashboard } from '../../../features/dashboards/useDashboard.ts';
import { useDashboardTitle } from '../../../features/dashboards/useDashboardTitle.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { KioskFrame } from './KioskFrame.tsx';

/**
 * Spec 1 §2 /dashboards/{address}: a dashboard drawn from its saved layout, kept current by change notices;
 * while it loads, its name and a skeleton per panel.
 */
const DashboardPage = () => {
  const { address = '' } = useParams();
  const id = /^\d+$/.test(address) ? Number(address) : 0;
  const { layout, data, loading, failed, updatedAt } = useDashboard(id);
  // The name shows at once (the list's, then the layout's); the panels are skeletons until the data comes.
  const title = useDashboardTitle(id, layout) ?? 'Dashboard';
  const [search] = useSearchParams();
  const body =
    id === 0 || (failed && !layout) ? (
      <Result status="warning" title={M.runFailed} />
    ) : !layout ? (
      <PanelSkeletons />
    ) : (
      <DashboardView layout={layout} data={data} loading={loading} />
    );
  if (search.has('kiosk')) {
    return (
      <>
        <PageTitle page={title} />
        <KioskFrame title={title} updatedAt={failed ? 0 : updatedAt} exitTo={`/dashboards/${address}`}>
          {body}
        </KioskFrame>
      </>
    );
  }
  return (
    <>
      <PageTitle page={title} />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        <Flex gap={12} align="center">
          <UpdatedAgo updatedAt={failed ? 0 : updatedAt} />
          <DashboardControls />
          <RangeControl id={id} />
          <Link to={`/dashboards/${address}?kiosk`}>Kiosk</Link>
        </Flex>
      </Flex>
      {body}
    </>
  );
};

export default DashboardPage;
