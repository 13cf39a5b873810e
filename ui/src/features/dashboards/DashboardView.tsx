import type { DashboardAxisDto, DashboardDataDto, DashboardLayoutDto, DashboardSeriesDto, LayoutItemDto } from '@ftr/contracts';
import { Card, Col, Empty, Row, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { PanelSkeleton, PanelSkeletons } from './PanelSkeletons.tsx';
import { SeriesTable } from './SeriesTable.tsx';

const SeriesChart = lazy(() => import('./SeriesChart.tsx'));

interface Props {
  layout: DashboardLayoutDto;
  data: DashboardDataDto;
  /** The data is still loading: each panel shows its title over a skeleton. */
  loading?: boolean;
}

const byCode = (series: readonly DashboardSeriesDto[]) => new Map(series.map((s) => [s.CODE, s]));

interface ItemProps {
  item: LayoutItemDto;
  axis: DashboardAxisDto;
  series: ReadonlyMap<string, DashboardSeriesDto>;
}

const Item = ({ item, axis, series }: ItemProps) => {
  const config = item.CONFIG;
  if ('codes' in config) {
    const shown = config.codes.map((code) => series.get(code)).filter((s) => s !== undefined);
    return <SeriesTable series={shown} />;
  }
  const one = series.get(config.parameter);
  if (!one) return <Empty description={`No data for ${config.parameter}`} />;
  return (
    <Suspense fallback={<Skeleton active />}>
      <SeriesChart
        axis={axis}
        series={one}
        type={config.type}
        height={config.height}
        min={config.min}
        max={config.max}
        target={config.target}
      />
    </Suspense>
  );
};

/** An item's share of its row in antd's 24ths: its WIDTH (twelfths) when set, else an equal share of what is left. */
const spanOf = (item: LayoutItemDto, row: readonly LayoutItemDto[]): number => {
  if (item.WIDTH !== undefined) return item.WIDTH * 2;
  const fixed = row.reduce((sum, other) => sum + (other.WIDTH ?? 0), 0);
  const shared = row.filter((other) => other.WIDTH === undefined).length;
  return Math.max(Math.floor((24 - fixed * 2) / shared), 2);
};

const titleOf = (item: LayoutItemDto, series: ReadonlyMap<string, DashboardSeriesDto>) =>
  'codes' in item.CONFIG ? 'Summary' : (series.get(item.CONFIG.parameter)?.Name ?? item.CONFIG.parameter);

/**
 * A dashboard drawn from its layout (spec 1 §3): rows of columns by COL_NO, sharing the row's width on
 * Desktop (FORMAT_TYPE 1), stacked in one column on Mobile (2). Standard (corporate) dashboards have no
 * layout: a chart per parameter, then a table of them all. While the data loads, each panel is a skeleton.
 */
export const DashboardView = ({ layout, data, loading = false }: Props) => {
  const { axis, series } = data;
  const codes = byCode(series);
  const mobile = layout.dashboard.FORMAT_TYPE === 2;
  if (layout.dashboard.MANAGE_TYPE === 1) {
    // A standard dashboard's panels come with its data: placeholders until then.
    if (loading) return <PanelSkeletons count={3} />;
    return (
      <Row gutter={[16, 16]} data-testid="dashboard-grid">
        {series.map((s) => (
          <Col key={s.CODE} span={24} lg={mobile ? 24 : 12}>
            <Card size="small" title={s.Name}>
              <Suspense fallback={<Skeleton active />}>
                <SeriesChart axis={axis} series={s} type="area" height="medium" />
              </Suspense>
            </Card>
          </Col>
        ))}
        <Col span={24}>
          <Card size="small" title="Summary">
            <SeriesTable series={series} />
          </Card>
        </Col>
      </Row>
    );
  }
  if (layout.rows.length === 0) return <Empty description="This dashboard has no layout yet" />;
  return (
    <div data-testid="dashboard-grid" data-format={mobile ? 'mobile' : 'desktop'}>
      {layout.rows.map((row) => (
        <Row key={row.ROW_NO} gutter={[16, 16]} style={{ marginBottom: 16 }}>
          {row.columns.map((item) => (
            <Col key={item.ID} span={24} md={mobile ? 24 : spanOf(item, row.columns)}>
              <Card size="small" title={titleOf(item, codes)} data-row={item.ROW_NO} data-col={item.COL_NO} data-width={item.WIDTH}>
                {loading ? <PanelSkeleton /> : <Item item={item} axis={axis} series={codes} />}
              </Card>
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
};
