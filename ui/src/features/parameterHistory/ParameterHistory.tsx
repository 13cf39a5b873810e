import type { Site } from '@ftr/contracts';
import { Card, Table, Typography, type TableColumnsType } from 'antd';
import { instantText } from '../../format/time.ts';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { historyRows, shownValue, type HistoryRow } from './rows.ts';
import { SignatureLine } from '../signatures/SignatureLine.tsx';

const columns: TableColumnsType<HistoryRow> = [
  { title: 'When', dataIndex: 'at', width: 160, render: (at: string, row) => (row.first ? instantText(at) : '') },
  { title: 'Who', dataIndex: 'by', width: 110, ellipsis: true, render: (by: string, row) => (row.first ? by : '') },
  { title: 'Change', dataIndex: 'change', width: 150, render: (change: string, row) => (row.first ? change : '') },
  { title: 'Field', dataIndex: 'field', width: 200, ellipsis: true },
  { title: 'From', dataIndex: 'from', width: 110, render: shownValue },
  { title: 'To', dataIndex: 'to', width: 110, render: shownValue },
  {
    title: 'Reason',
    dataIndex: 'reason',
    ellipsis: true,
    render: (reason: string | null, row) => (row.first ? <span title={reason ?? ''}>{reason ?? ''}</span> : ''),
  },
  { title: 'Signature', key: 'signature', render: (_: unknown, row) => (row.first ? <SignatureLine signature={row.signature} /> : '') },
];

/**
 * A parameter's master-data history: every change to it, its dependencies, its
 * constant's value and its CCF analysis, newest first, one row per changed field. `site`: another site's
 * parameter (the central office).
 */
export const ParameterHistory = ({ code, site }: { code: string; site?: Site }) => {
  const history = useRouteQuery('getParameterHistory', { params: { code }, query: site ? { site } : {} }, { retry: false });
  return (
    <Card title="History" size="small" data-testid="parameter-history">
      {history.isError ? (
        <Typography.Text type="danger">{history.error.message}</Typography.Text>
      ) : (
        <Table<HistoryRow>
          size="small"
          rowKey="key"
          loading={history.isPending}
          columns={columns}
          dataSource={historyRows(history.data?.entries ?? [])}
          pagination={{ pageSize: 20, hideOnSinglePage: true }}
          scroll={{ x: 900 }}
        />
      )}
    </Card>
  );
};
