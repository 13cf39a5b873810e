import { AUDIT_SOURCES, type AuditRow, type AuditSource } from '@ftr/contracts';
import { DownloadOutlined } from '@ant-design/icons';
import { App, Button, DatePicker, Flex, Input, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { rowKey, setShading, SOURCE_TEXT, trailColumns } from './columns.tsx';
import { TrailPager } from './TrailPager.tsx';
import { exportTrail, type TrailFilter } from './service.ts';
import { useTrailPages } from './useTrailPages.ts';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';

export interface TrailViewProps {
  site: string;
  code: string;
  from: string;
  to: string;
  /** A cell to highlight (the grid's history action). */
  focus?: { date: string; hour: number } | undefined;
  /** The parameter's display precision, for the old and new values. */
  precision?: number | null | undefined;
  /** The parameter's unit, in the value columns' headings. */
  units?: string | null | undefined;
  /** Newest change first, opening on the latest changes (the data view); otherwise oldest first. */
  newestFirst?: boolean | undefined;
}

const SOURCE_OPTIONS = AUDIT_SOURCES.map((s) => ({
  value: s,
  label: SOURCE_TEXT[s],
}));
const DAY = 'YYYY-MM-DD';

/**
 * The audit trail of a parameter: every change, oldest first (newest first from the data view),
 * with user and source filters,
 * paged by rows with first / previous / next / last, and an export. The rows of one
 * change set (one submission's or job's changes of the parameter on one date) share a shade; a set that
 * a page boundary splits says so above or below the table.
 */
export const TrailView = ({ site, code, from, to, focus, precision = null, units = null, newestFirst = false }: TrailViewProps) => {
  const { message } = App.useApp();
  const [range, setRange] = useState({ from, to });
  const [user, setUser] = useState('');
  const [source, setSource] = useState<AuditSource | undefined>(undefined);
  const [pageSize, setPageSize] = useState(50);
  const filter: TrailFilter = { site, code, ...range, user, source };
  const pages = useTrailPages(filter, pageSize, newestFirst);
  const paged = pages.page?.rows ?? [];
  // Newest first: the page's rows (oldest first from the server) turned round; what lies before it is older.
  const rows = newestFirst ? [...paged].reverse() : paged;
  const columns = useMemo(() => trailColumns(precision, units), [precision, units]);
  const [above, below] = newestFirst
    ? [
        pages.page?.continuesAfter ? 'The first change set continues from the newer page.' : null,
        pages.page?.continuesBefore ? 'The last change set continues on the older page.' : null,
      ]
    : [
        pages.page?.continuesBefore ? 'The first change set began on the previous page.' : null,
        pages.page?.continuesAfter ? 'The last change set continues on the next page.' : null,
      ];

  useEffect(() => setRange({ from, to }), [from, to]);

  const download = useFormMutation({ write: exportTrail, onSuccess: (file) => void message.success(`Saved ${file}`) });
  const shade = setShading(rows);
  const rowClass = (row: AuditRow) => `${shade(row)}${focus && row.date === focus.date && row.hour === focus.hour ? ' audit-focus' : ''}`;

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        <FactoryDateLabel text="Factory dates" />
        <DatePicker.RangePicker
          aria-label="Factory dates"
          allowClear={false}
          value={[dayjs(range.from), dayjs(range.to)]}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) {
              setRange({ from: dates[0].format(DAY), to: dates[1].format(DAY) });
            }
          }}
        />
        <Input.Search
          aria-label="Filter by user"
          placeholder="User"
          allowClear
          style={{ width: 180 }}
          onSearch={(value) => setUser(value.trim())}
        />
        <Select
          aria-label="Filter by source"
          placeholder="Any source"
          allowClear
          style={{ width: 160 }}
          options={SOURCE_OPTIONS}
          value={source}
          onChange={(value?: AuditSource) => setSource(value)}
        />
        <Button icon={<DownloadOutlined />} loading={download.isPending} onClick={() => download.mutate(filter)}>
          Export
        </Button>
      </Flex>
      {above ? <Typography.Text type="secondary">{above}</Typography.Text> : null}
      <Table<AuditRow>
        size="small"
        rowKey={rowKey}
        columns={columns}
        dataSource={rows}
        loading={pages.loading}
        pagination={false}
        rowClassName={rowClass}
        scroll={{ x: 1100 }}
        data-testid="audit-trail"
      />
      {below ? <Typography.Text type="secondary">{below}</Typography.Text> : null}
      <TrailPager pages={pages} pageSize={pageSize} onPageSize={setPageSize} newestFirst={newestFirst} />
    </Flex>
  );
};
