import { Card, Col, Row, Skeleton } from 'antd';

/** One panel's body while its data loads: the panel's shape, never a bare spinner or 'Loading…'. */
export const PanelSkeleton = () => (
  <div data-testid="dashboard-panel-skeleton" aria-busy="true">
    <Skeleton active title={false} paragraph={{ rows: 4 }} />
  </div>
);

/** Panels of a dashboard whose layout is not known yet (or has no panels of its own until its data comes): placeholders. */
export const PanelSkeletons = ({ count = 2 }: { count?: number }) => (
  <Row gutter={[16, 16]} data-testid="dashboard-skeleton">
    {Array.from({ length: count }, (_, i) => (
      <Col key={i} span={24} lg={12}>
        <Card size="small">
          <PanelSkeleton />
        </Card>
      </Col>
    ))}
  </Row>
);
