import { Table, type TableColumnsType } from 'antd';
import type { RecalculationRecord } from '../records.ts';

const columns: TableColumnsType<RecalculationRecord> = [
  { title: 'Code', dataIndex: 'PARM_CODE' },
  { title: 'Date', dataIndex: 'PARAM_DATE' },
  { title: 'Hour', dataIndex: 'HOUR' },
  { title: 'Operation', dataIndex: 'OPTN_CODE' },
  { title: 'Value', dataIndex: 'PARAM_VALUE', align: 'right' },
  { title: 'Real Date/Time', dataIndex: 'REAL_DATETIME' },
];

/** The code's values of the lookup range (spec 3 §3 Recalculation record), newest first. */
export const RecordsTable = ({ records, loading }: { records: RecalculationRecord[]; loading: boolean }) => (
  <Table<RecalculationRecord>
    rowKey="key"
    columns={columns}
    dataSource={records}
    loading={loading}
    size="small"
    pagination={{ pageSize: 24, showSizeChanger: false }}
  />
);
