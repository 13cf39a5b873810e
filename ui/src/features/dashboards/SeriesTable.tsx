import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { siteColour, type DashboardSeriesDto, type Site } from '@ftr/contracts';
import { Table, Typography } from 'antd';
import { formatCellValue } from '../values/cellText.ts';
import { SiteSwatch } from './SiteLegend.tsx';
import { summarise, type SeriesSummary } from './summary.ts';

const COLOURS = { good: '#389e0d', bad: '#cf1322' } as const;

/** The latest against the average: an arrow coloured by the goal, or a neutral dash when they are equal as shown. */
const Trend = ({ summary }: { summary: SeriesSummary }) => {
  if (summary.direction === 'level' || summary.trend === 'level')
    return (
      <Typography.Text type="secondary" data-testid="dashboard-trend" data-trend="level" aria-label="no change">
        –
      </Typography.Text>
    );
  const Arrow = summary.direction === 'up' ? ArrowUpOutlined : ArrowDownOutlined;
  return (
    <Arrow
      data-testid="dashboard-trend"
      data-trend={summary.trend}
      data-direction={summary.direction}
      style={{ color: COLOURS[summary.trend] }}
      aria-label={`${summary.direction} (${summary.trend})`}
    />
  );
};

interface Row {
  key: string;
  series: DashboardSeriesDto;
  site: string;
  /** The site's code when the series has several sites (its colour is shown), else null. */
  siteCode: Site | null;
  summary: SeriesSummary;
}

/** Per series and site with values: one row per site on corporate dashboards (a single site's row is not labelled). */
const rowsOf = (series: readonly DashboardSeriesDto[]): Row[] =>
  series.flatMap((s): Row[] => {
    const [only] = s.sites;
    if (s.sites.length <= 1)
      return [
        {
          key: s.CODE,
          series: s,
          site: only?.LONG_SITE ?? '',
          siteCode: null,
          summary: summarise(only?.PARAM_VALUE ?? [], s.Goal, s.Precision),
        },
      ];
    return s.sites.map(({ SITE, LONG_SITE, PARAM_VALUE }) => ({
      key: `${s.CODE}:${SITE}`,
      series: s,
      site: LONG_SITE,
      siteCode: SITE,
      summary: summarise(PARAM_VALUE, s.Goal, s.Precision),
    }));
  });

const valueText = (value: number | null, series: DashboardSeriesDto) => {
  const text = formatCellValue(value, series.Precision);
  return value !== null && series.Units ? `${text} ${series.Units}` : text;
};

/**
 * A TimeseriesTable (spec 1 §9): per parameter the latest value, the average over the points returned
 * (its history, 7 days unless set) and an arrow from the average to the latest, coloured by the goal; on
 * corporate dashboards a row per site marked with the site's colour, as in the charts.
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
            {row.site && (
              <Typography.Text type="secondary" data-site={row.siteCode ?? undefined}>
                {' '}
                {row.siteCode && <SiteSwatch colour={siteColour(row.siteCode)} />}
                {row.site}
              </Typography.Text>
            )}
          </>
        ),
      },
      { title: 'Days', key: 'days', render: (_, row) => row.series.History },
      { title: 'Latest', key: 'latest', align: 'right', render: (_, row) => valueText(row.summary.latest, row.series) },
      { title: 'Average', key: 'average', align: 'right', render: (_, row) => valueText(row.summary.average, row.series) },
      { title: '', key: 'trend', render: (_, row) => <Trend summary={row.summary} /> },
    ]}
  />
);
