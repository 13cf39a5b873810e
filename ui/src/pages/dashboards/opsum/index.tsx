import { DASHBOARD_MESSAGES as M, OPSUM_CHARTS, OPSUM_GAUGES, isCentralOffice } from '@ftr/contracts';
import { App, Card, Col, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { useFactoryToday } from '../../../components/useFactoryToday.ts';
import { DashboardControls } from '../../../features/dashboards/DashboardControls.tsx';
import { EMPTY_DASHBOARD_DATA } from '../../../features/dashboards/points.ts';
import { dashboardSiteAtom, dashboardTypeAtom } from '../../../features/dashboards/session.ts';
import { UpdatedAgo } from '../../../features/dashboards/UpdatedAgo.tsx';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';
import { Gauge } from './Gauge.tsx';
import { CompletenessCard } from '../../../features/dueEntries/CompletenessCard.tsx';

const SeriesChart = lazy(() => import('../../../features/dashboards/SeriesChart.tsx'));

/**
 * Spec 1 §2 /dashboards/opsum: the fixed operational summary (docs/dashboards.md lists its codes): throughput,
 * extraction, losses (target 1.2) and energy charts, and quality gauges; live like any dashboard.
 */
const OperationalSummary = () => {
  const { message } = App.useApp();
  const claims = useAtomValue(claimsAtom);
  const type = useAtomValue(dashboardTypeAtom);
  const chosen = useAtomValue(dashboardSiteAtom);
  const today = useFactoryToday();
  const userSite = claims?.site ?? 'CO';
  const site = isCentralOffice(userSite) ? chosen : userSite;
  const { data, isError, isLoading, dataUpdatedAt } = useRouteQuery(
    'getOperationalSummary',
    { params: { site, type, date: today } },
    { onError: () => void message.error(M.runFailed) },
  );
  const { axis, series: all } = isError ? EMPTY_DASHBOARD_DATA : (data ?? EMPTY_DASHBOARD_DATA);
  const series = new Map(all.map((s) => [s.CODE, s]));
  return (
    <>
      <PageTitle page="Operational Summary" />
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Operational Summary
        </Typography.Title>
        <Flex gap={12} align="center">
          <UpdatedAgo updatedAt={isError ? 0 : dataUpdatedAt} />
          <DashboardControls />
        </Flex>
      </Flex>
      {isError ? (
        <Result status="warning" title={M.runFailed} />
      ) : isLoading ? (
        <Skeleton active />
      ) : (
        <div data-testid="dashboard-grid">
          <Row gutter={[16, 16]}>
            {OPSUM_CHARTS.map((chart) => {
              const one = series.get(chart.code);
              return (
                <Col key={chart.code} span={24} lg={12}>
                  <Card size="small" title={`${chart.group}: ${chart.title}`}>
                    {one && (
                      <Suspense fallback={<Skeleton active />}>
                        <SeriesChart axis={axis} series={one} type={chart.type} height={chart.height} target={chart.target} />
                      </Suspense>
                    )}
                  </Card>
                </Col>
              );
            })}
            {OPSUM_GAUGES.map((gauge) => (
              <Col key={gauge.code} span={24} md={8}>
                <Gauge gauge={gauge} series={series.get(gauge.code)} />
              </Col>
            ))}
          </Row>
        </div>
      )}
      <CompletenessCard site={site} />
    </>
  );
};

export default OperationalSummary;
