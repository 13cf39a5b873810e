import { gaugeBand, type DashboardSeriesDto, type OpsumGauge } from '@ftr/contracts';
import { Card, Progress, Typography } from 'antd';
import { latestOf } from '../../../features/dashboards/points.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';

const COLOURS = { good: '#389e0d', warn: '#d48806', bad: '#cf1322' } as const;
const BAND_NAMES = { good: 'Good', warn: 'Watch', bad: 'Out of range' } as const;

/** A quality gauge: the latest value on a dial to the gauge's full scale, coloured by its thresholds. */
export const Gauge = ({ gauge, series }: { gauge: OpsumGauge; series: DashboardSeriesDto | undefined }) => {
  const latest = latestOf(series);
  const band = latest === null ? null : gaugeBand(gauge, latest);
  const percent = latest === null ? 0 : Math.min(100, Math.max(0, (latest / gauge.max) * 100));
  return (
    <Card size="small" title={gauge.title} data-testid="opsum-gauge" data-code={gauge.code} data-band={band ?? ''}>
      <Progress
        type="dashboard"
        percent={percent}
        strokeColor={band ? COLOURS[band] : undefined}
        format={() => (latest === null ? '–' : formatCellValue(latest, series?.Precision ?? 0))}
      />
      <div>
        <Typography.Text type="secondary">
          {gauge.unit} · good ≤ {gauge.good}, watch ≤ {gauge.warn}
        </Typography.Text>
      </div>
      {band && <Typography.Text style={{ color: COLOURS[band] }}>{BAND_NAMES[band]}</Typography.Text>}
    </Card>
  );
};
