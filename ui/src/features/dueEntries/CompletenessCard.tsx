import { isCentralOffice, type ScreenCompletenessDto, type Site } from '@ftr/contracts';
import { Card, Progress, Table, Typography } from 'antd';
import { useRouteQuery } from '../../query/useRouteQuery.ts';

const percentText = (percent: number | null): string => (percent === null ? 'nothing due' : `${percent} %`);

/**
 * This week's data-entry completeness of a site (GET /due-entries/completeness): per screen and for the site,
 * the percent of due cells entered on time. Live: values, operations and screens refresh it. Not for CO (no screens).
 */
export const CompletenessCard = ({ site, range }: { site: Site; range?: { from: string; to: string } }) => {
  const factory = !isCentralOffice(site);
  const { data } = useRouteQuery('getCompleteness', { query: { site, ...range } }, { enabled: factory });
  if (!factory) return null;
  const columns = [
    { title: 'Screen', dataIndex: 'DESCRIPTION', key: 'screen' },
    { title: 'Due', dataIndex: 'DUE', key: 'due', align: 'right' as const },
    { title: 'On time', dataIndex: 'ON_TIME', key: 'onTime', align: 'right' as const },
    {
      title: 'Complete',
      key: 'percent',
      align: 'right' as const,
      render: (_: unknown, s: ScreenCompletenessDto) => percentText(s.PERCENT),
    },
  ];
  return (
    <Card
      size="small"
      title={data ? `Data entry completeness, ${data.FROM} to ${data.TO}` : 'Data entry completeness'}
      loading={!data}
      style={{ marginTop: 16 }}
      data-testid="completeness"
    >
      {data ? (
        <>
          <Typography.Text>Entered on time at {data.SITE}: </Typography.Text>
          {data.PERCENT === null ? (
            <Typography.Text type="secondary">nothing due yet</Typography.Text>
          ) : (
            <Progress percent={data.PERCENT} size="small" style={{ maxWidth: 320 }} />
          )}
          <Table<ScreenCompletenessDto> rowKey="ID" columns={columns} dataSource={data.SCREENS} pagination={false} size="small" />
        </>
      ) : null}
    </Card>
  );
};
