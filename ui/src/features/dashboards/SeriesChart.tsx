import { Area, Column, Scatter } from '@ant-design/charts';
import { CHART_HEIGHTS, SITE_NAMES, type ChartHeight, type DashboardAxisDto, type DashboardSeriesDto } from '@ftr/contracts';
import dayjs from 'dayjs';
import { useContext, useMemo } from 'react';
import { DarkChartsContext } from './darkCharts.ts';
import { formatCellValue } from '../values/cellText.ts';
import { pointsOf } from './points.ts';

export interface SeriesChartProps {
  /** The answer's shared hours the series' values sit at. */
  axis: DashboardAxisDto;
  series: DashboardSeriesDto;
  type: 'area' | 'scatter' | 'bar';
  height: ChartHeight;
  min?: number | undefined;
  max?: number | undefined;
  /** A target line; else the series' target code's value, when it has one. */
  target?: number | undefined;
}

/**
 * A TimeseriesChart (spec 2 §3): the values over time, one series per site (long site names) on corporate
 * dashboards, the axis held to min and max when given, a target line. Loaded on demand with the charts library.
 */
const SeriesChart = ({ axis, series, type, height, min, max, target }: SeriesChartProps) => {
  const dark = useContext(DarkChartsContext);
  const bars = type === 'bar';
  // Bars stand on a band scale (one band per hour shown), areas and points on a time scale.
  const data = useMemo(
    () =>
      pointsOf(axis, series).map((p) => ({
        time: bars ? dayjs(p.instant).format('DD MMM HH:mm') : new Date(p.instant),
        value: p.value,
        site: SITE_NAMES[p.site],
      })),
    [axis, series, bars],
  );
  const line = target ?? series.Target ?? undefined;
  const shown = (value: number) => formatCellValue(value, series.Precision);
  const config = {
    data,
    xField: 'time',
    yField: 'value',
    colorField: 'site',
    height: CHART_HEIGHTS[height],
    autoFit: true,
    theme: dark ? 'classicDark' : 'classic',
    scale: {
      x: { type: bars ? 'band' : 'time' },
      y: { ...(min === undefined ? {} : { domainMin: min }), ...(max === undefined ? {} : { domainMax: max }) },
    },
    axis: { x: bars ? {} : { labelFormatter: (value: Date) => dayjs(value).format('DD MMM HH:mm') }, y: { labelFormatter: shown } },
    tooltip: {
      title: (d: { time: Date | string }) => (typeof d.time === 'string' ? d.time : dayjs(d.time).format('YYYY-MM-DD HH:mm')),
      items: [(d: { site: string; value: number }) => ({ name: d.site, value: shown(d.value) })],
    },
    annotations: line === undefined ? [] : [{ type: 'lineY', yField: line, style: { stroke: '#cf1322', lineDash: [4, 4] } }],
  };
  return (
    <div data-testid="dashboard-chart" data-type={type} data-code={series.CODE} data-points={data.length} data-target={line ?? ''}>
      {type === 'area' ? <Area {...config} /> : bars ? <Column {...config} group /> : <Scatter {...config} />}
    </div>
  );
};

export default SeriesChart;
