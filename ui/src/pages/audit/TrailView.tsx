import { AUDIT_SOURCES, type AuditRow, type AuditSource } from '@ftr/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Flex, Input, Pagination, Select, Table } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { rowKey, trailColumns } from './columns.tsx';
import { exportTrail, loadTrail, type TrailFilter } from './service.ts';

export interface TrailViewProps {
  site: string;
  code: string;
  from: string;
  to: string;
  /** A cell to highlight (the grid's history action). */
  focus?: { date: string; hour: number } | undefined;
}

const SOURCE_OPTIONS = AUDIT_SOURCES.map((s) => ({ value: s, label: s === 'DATAENTRY' ? 'Data entry' : s === 'RECALCULATION' ? 'Recalculation' : 'CCF' }));
const DAY = 'YYYY-MM-DD';

/**
 * The audit trail of a parameter (issue 5): every change, oldest first, with user and source filters,
 * paged by change set (one submission's or job's changes of the parameter on one date), and an export.
 */
export const TrailView = ({ site, code, from, to, focus }: TrailViewProps) => {
  const { message } = App.useApp();
  const reportError = useReportError();
  const [range, setRange] = useState({ from, to });
  const [user, setUser] = useState('');
  const [source, setSource] = useState<AuditSource | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(50);
  const [data, setData] = useState<{ rows: AuditRow[]; total: number } | null>(null);
  const [loading, setLoading] = useState(false);
  const filter: TrailFilter = { site, code, ...range, user, source };

  useEffect(() => setRange({ from, to }), [from, to]);
  useEffect(() => {
    let live = true;
    setLoading(true);
    loadTrail({ site, code, ...range, user, source }, page, pageSize)
      .then((answer) => live && setData({ rows: answer.rows, total: answer.total }))
      .catch((error: unknown) => live && reportError(error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [site, code, range, user, source, page, pageSize, reportError]);

  const download = async () => {
    try {
      void message.success(`Saved ${await exportTrail(filter)}`);
    } catch (error) {
      reportError(error);
    }
  };
  const focused = (row: AuditRow) => (focus && row.date === focus.date && row.hour === focus.hour ? 'audit-focus' : '');

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <DatePicker.RangePicker
          aria-label="Factory dates"
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) {
              setPage(1);
              setRange({ from: dates[0].format(DAY), to: dates[1].format(DAY) });
            }
          }}
        />
        <Input.Search
          aria-label="Filter by user"
          placeholder="User"
          allowClear
          style={{ width: 180 }}
          onSearch={(value) => {
            setPage(1);
            setUser(value.trim());
          }}
        />
        <Select
          aria-label="Filter by source"
          placeholder="Any source"
          allowClear
          style={{ width: 160 }}
          options={SOURCE_OPTIONS}
          value={source}
          onChange={(value?: AuditSource) => {
            setPage(1);
            setSource(value);
          }}
        />
        <Button icon={<DownloadOutlined />} onClick={() => void download()}>
          Export
        </Button>
      </Flex>
      <Table<AuditRow>
        size="small"
        rowKey={rowKey}
        columns={trailColumns}
        dataSource={data?.rows ?? []}
        loading={loading}
        pagination={false}
        rowClassName={focused}
        scroll={{ x: 1200 }}
        data-testid="audit-trail"
      />
      <Pagination
        align="end"
        current={page}
        pageSize={pageSize}
        total={data?.total ?? 0}
        showSizeChanger
        pageSizeOptions={[20, 50, 100, 200]}
        showTotal={(total) => `${total} change set${total === 1 ? '' : 's'}`}
        onChange={(next, size) => {
          setPage(size === pageSize ? next : 1);
          setPageSize(size);
        }}
      />
    </Flex>
  );
};
