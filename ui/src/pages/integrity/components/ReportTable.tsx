import type { CollectionReport } from '@ftr/contracts';
import { Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const count = (n: number) => (n === 0 ? <Typography.Text type="secondary">0</Typography.Text> : <Tag color="error">{n}</Tag>);

const columns: ColumnsType<CollectionReport> = [
  { title: 'Read model', dataIndex: 'collection', key: 'collection' },
  { title: 'Checked', dataIndex: 'checked', key: 'checked', align: 'right' },
  { title: 'Missing', dataIndex: 'missing', key: 'missing', align: 'right', render: count },
  { title: 'Extra', dataIndex: 'extra', key: 'extra', align: 'right', render: count },
  { title: 'Different', dataIndex: 'different', key: 'different', align: 'right', render: count },
  { title: 'Position', dataIndex: 'position', key: 'position', align: 'right', render: (p: string | null) => p ?? '—' },
];

/** One row per read model; a row with differences opens its examples. */
export const ReportTable = ({ collections }: { collections: CollectionReport[] }) => (
  <Table<CollectionReport>
    size="small"
    rowKey="collection"
    pagination={false}
    dataSource={collections}
    columns={columns}
    data-testid="integrity-table"
    expandable={{
      rowExpandable: (r) => r.examples.length > 0,
      expandedRowRender: (r) => (
        <ul style={{ margin: 0 }}>
          {r.examples.map((e) => (
            <li key={`${e.problem}-${e.id}`}>
              <Typography.Text code>{e.id}</Typography.Text> {e.problem}
              {e.fields.length > 0 ? `: ${e.fields.join(', ')}` : ''}
            </li>
          ))}
        </ul>
      ),
    }}
  />
);
