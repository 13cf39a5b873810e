import { GRABBER_PAGE_SIZE, type GrabberColumnDto, type GrabberPageDto, type OutputRow } from '@ftr/contracts';
import { Table, type TableColumnsType } from 'antd';

/** A value at the parameter's display precision (as stored when it has none). */
export const valueText = (value: number | null | undefined, precision: number | null): string =>
  value === null || value === undefined ? '' : precision === null ? String(value) : value.toFixed(precision);

const title = (c: GrabberColumnDto, withSite: boolean) => (
  <div data-testid={`grabber-column-${c.site}-${c.code}`}>
    {[c.heading1, c.heading2, c.heading3].filter(Boolean).map((h, i) => (
      <div key={i}>{h}</div>
    ))}
    {c.units ? <div style={{ fontWeight: 400 }}>({c.units})</div> : null}
    <div style={{ fontWeight: 400, fontSize: '0.85em' }}>{withSite ? `${c.longSite} · ${c.code}` : c.code}</div>
  </div>
);

const columnsOf = (page: GrabberPageDto): TableColumnsType<OutputRow> => {
  const withSite = new Set(page.columns.map((c) => c.site)).size > 1;
  return [
    { title: 'Real Date', dataIndex: 'REAL_DATE', fixed: 'left', width: 110 },
    { title: 'Real Hour', dataIndex: 'REAL_HOUR', fixed: 'left', width: 60 },
    { title: 'Factory Date', dataIndex: 'FTR_DATE', fixed: 'left', width: 110 },
    { title: 'Factory Hour', dataIndex: 'FTR_HOUR', fixed: 'left', width: 70 },
    ...page.columns.map((c, i) => ({
      key: `${c.site}-${c.code}-${i}`,
      title: title(c, withSite),
      width: 110,
      align: 'right' as const,
      render: (_: unknown, row: OutputRow) => valueText(row.values[i], c.precision),
    })),
  ];
};

/** The grabber's rows, 100 a page (spec 1 §9), paged on the server. */
export const GrabberTable = ({
  data,
  loading,
  page,
  onPage,
}: {
  data: GrabberPageDto | undefined;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
}) => (
  <Table<OutputRow>
    data-testid="grabber-table"
    size="small"
    rowKey={(r) => `${r.FTR_DATE}-${r.FTR_HOUR}`}
    columns={data ? columnsOf(data) : []}
    dataSource={data?.rows ?? []}
    loading={loading}
    scroll={{ x: 'max-content' }}
    pagination={{ current: page, pageSize: GRABBER_PAGE_SIZE, total: data?.total ?? 0, showSizeChanger: false, onChange: onPage }}
  />
);
