import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import { SITE_NAMES, type DashboardSeriesDto } from '@ftr/contracts';
import { Table, Typography } from 'antd';
import { formatCellValue } from '../values/cellText.ts';
import { summarise, type SeriesSummary } from './summary.ts';

const COLOURS = { good: '#389e0d', bad: '#cf1322', level: undefined } as const;
const Arrow = ({ summary }: { summary: SeriesSummary }) => {
  const style = { color: COLOURS[summary.trend] };
  if (summary.direction === 'up') return <ArrowUpOutlined style={style} aria-label={`up (${summary.trend})`} />;
  if (summary.direction === 'down') return <ArrowDownOutlined style={style} aria-label={`down (${summary.trend})`} />;
  return <MinusOutlined aria-label="level" />;
};

interface Row {
  key: string;
  series: DashboardSeriesDto;
  site: string;
  summary: SeriesSummary;
}

/** Per series and site with values: one row per site on corporate dashboards (a single site's row is not labelled). */
const rowsOf = (series: readonly DashboardSeriesDto[]): Row[] =>
  series.flatMap((s) => {
    const [only] = s.sites;
    if (s.sites.length <= 1)
      return [{ key: s.CODE, series: s, site: only ? SITE_NAMES[only.SITE] : '', summary: summarise(only?.PARAM_VALUE ?? [], s.Goal) }];
    return s.sites.map(({ SITE, PARAM_VALUE }) => ({
      key: `${s.CODE}:${SITE}`,
      series: s,
      site: SITE_NAMES[SITE],
      summary: summarise(PARAM_VALUE, s.Goal),
    }));
  });

/**
 * A TimeseriesTable (spec 1 §9): per parameter the latest value, the average over the points returned
 * (its history, 7 days unless set) and an arrow from the average to the latest, coloured by the goal.
 */
export const SeriesTable = ({ series }: { series: readonly DashboardSeriesDto[] }) => (
  <Table<Row>
    data-testid="dashboard-table"
    size="small"
    pagination={false}
    rowKey="key"
    dataSource={rowsOf(series)}
    columns={[
      {
        title: 'Parameter',
        key: 'name',
        render: (_, row) => (
          <>
            {row.series.Name}
            {row.site && <Typography.Text type="secondary"> {row.site}</Typography.Text>}
          </>
        ),
      },
      { title: 'Days', key: 'days', render: (_, row) => row.series.History },
      { title: 'Latest', key: 'latest', align: 'right', render: (_, row) => formatCellValue(row.summary.latest, row.series.Precision) },
      { title: 'Average', key: 'average', align: 'right', render: (_, row) => formatCellValue(row.summary.average, row.series.Precision) },
      { title: '', key: 'trend', render: (_, row) => <Arrow summary={row.summary} /> },
    ]}
  />
);
