import { type ReportUsageDto } from '@ftr/contracts';
import { Card, List, Tag, Typography } from 'antd';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';

const KIND_NAMES: Record<ReportUsageDto['KIND'], string> = { REPORT: 'Report', GRABBER: 'Grabber' };

const Item = ({ usage }: { usage: ReportUsageDto }) => (
  <List.Item>
    {usage.REPORT_NAME} <Tag>{KIND_NAMES[usage.KIND]}</Tag>
    <Typography.Text type="secondary">{[usage.CATEGORY, usage.SITE].filter(Boolean).join(' · ')}</Typography.Text>
  </List.Item>
);

/**
 * Spec 2 §2 /parameters/{code}: the personal and shared reports and grabbers that use the parameter.
 * Personal ones are private: the card counts everyone's and names only the user's own.
 */
export const Reports = ({ code }: { code: string }) => {
  const personal = useRouteQuery('listParameterPersonalReports', { params: { code } });
  const shared = useRouteQuery('listParameterSharedReports', { params: { code } });
  const count = personal.data?.COUNT ?? 0;
  const mine = personal.data?.ITEMS ?? [];
  return (
    <Card title="Reports and grabbers" size="small" data-testid="parameter-reports">
      <Typography.Text strong>Shared</Typography.Text>
      <List<ReportUsageDto>
        size="small"
        loading={shared.isPending}
        dataSource={shared.data ?? []}
        locale={{ emptyText: 'No shared report or grabber uses it' }}
        renderItem={(usage) => <Item usage={usage} />}
      />
      <Typography.Text strong data-testid="parameter-personal-count">
        Personal: {count} {count === 1 ? 'uses' : 'use'} it{mine.length > 0 ? `, ${mine.length} of them yours` : ''}
      </Typography.Text>
      {mine.length > 0 && <List<ReportUsageDto> size="small" dataSource={mine} renderItem={(usage) => <Item usage={usage} />} />}
    </Card>
  );
};
