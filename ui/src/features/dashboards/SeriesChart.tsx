import { Area, Column, Line, Scatter } from '@ant-design/charts';
import { CHART_HEIGHTS, type ChartHeight, type DashboardAxisDto, type DashboardSeriesDto } from '@ftr/contracts';
import dayjs from 'dayjs';
import { useContext, useMemo } from 'react';
import { DarkChartsContext } from './darkCharts.ts';
import { formatCellValue } from '../values/cellText.ts';
import { pointsOf } from './points.ts';
import { SiteLegend } from './SiteLegend.tsx';
import { colourScale, drawnAs, siteKeys } from './siteSeries.ts';

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

const CHARTS = { line: Line, area: Area, scatter: Scatter } as const;

/**
 * A TimeseriesChart (spec 2 §3): the values over time, one series per site (long site names) on corporate
 * dashboards, each in its site's own colour (contracts' siteColour) with a legend on the page; several
 * sites are lines, never overlapping fills. The value axis carries the parameter's units; the axis is held
 * to min and max when given; a target line. Loaded on demand with the charts library.
 */
const SeriesChart = ({ axis, series, type, height, min, max, target }: SeriesChartProps) => {
  const dark = useContext(DarkChartsContext);
  const drawn = drawnAs(type, series.sites.length);
  const bars = drawn === 'bar';
  // Bars stand on a band scale (one band per hour shown), lines, areas and points on a time scale.
  const data = useMemo(
    () =>
      pointsOf(axis, series).map((p) => ({
        time: bars ? dayjs(p.instant).format('DD MMM HH:mm') : new Date(p.instant),
        value: p.value,
        site: p.site,
      })),
    [axis, series, bars],
  );
  const keys = siteKeys(series);
  const line = target ?? series.Target ?? undefined;
  const shown = (value: number) => formatCellValue(value, series.Precision);
  const units = series.Units ?? '';
  const config = {
    data,
    xField: 'time',
    yField: 'value',
    colorField: 'site',
    height: CHART_HEIGHTS[height],
    autoFit: true,
    theme: dark ? 'classicDark' : 'classic',
    legend: false,
    scale: {
      x: { type: bars ? 'band' : 'time' },
      y: { ...(min === undefined ? {} : { domainMin: min }), ...(max === undefined ? {} : { domainMax: max }) },
      color: colourScale(series),
    },
    axis: {
      x: bars ? {} : { labelFormatter: (value: Date) => dayjs(value).format('DD MMM HH:mm') },
      y: { labelFormatter: shown, title: units || false },
    },
    tooltip: {
      title: (d: { time: Date | string }) => (typeof d.time === 'string' ? d.time : dayjs(d.time).format('YYYY-MM-DD HH:mm')),
      items: [(d: { site: string; value: number }) => ({ name: d.site, value: units ? `${shown(d.value)} ${units}` : shown(d.value) })],
    },
    // Zoom: a slider under the time axis picks the part of the range to show.
    slider: { x: true },
    annotations: line === undefined ? [] : [{ type: 'lineY', yField: line, style: { stroke: '#cf1322', lineDash: [4, 4] } }],
  };
  const Chart = drawn === 'bar' ? null : CHARTS[drawn];
  return (
    <div
      data-testid="dashboard-chart"
      data-type={type}
      data-drawn={drawn}
      data-units={units}
      data-code={series.CODE}
      data-points={data.length}
      data-zoom="slider"
      data-target={line ?? ''}
    >
      {keys.length > 1 && <SiteLegend keys={keys} />}
      {Chart ? <Chart {...config} /> : <Column {...config} group />}
    </div>
  );
};

export default SeriesChart;
