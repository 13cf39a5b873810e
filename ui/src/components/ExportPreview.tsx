import type { OutputSort, SelectedParameter } from '@ftr/contracts';
import { Table, Typography } from 'antd';
import { useRouteQuery } from '../query/useRouteQuery.ts';

/** Rows shown before the download: enough to check the columns and the order chosen. */
export const PREVIEW_ROWS = 10;

/** What is exported: a stored grabber, the parameters picked without one, or a report run at a site. */
export type PreviewSource =
  | { kind: 'grabber'; id: number; from: string; to: string; operation: string | null }
  | { kind: 'selection'; parameters: SelectedParameter[]; from: string; to: string; operation: string | null }
  | { kind: 'report'; site: string; id: number; from: string; to: string; operation: string | null };

/**
 * The first rows of the export in the order chosen, read by the server's page of the same rows (page 1 of
 * the grabber's data, or of the report's preview, tabulated as the workbook and the CSV are).
 */
export const ExportPreview = ({ source, sort }: { source: PreviewSource; sort: OutputSort }) => {
  const query = { page: '1', sort };
  const stored = useRouteQuery(
    'grabberOperationData',
    {
      params: {
        id: String(source.kind === 'grabber' ? source.id : 0),
        from: source.from,
        to: source.to,
        operation: source.operation ?? 'NONE',
      },
      query,
    },
    { enabled: source.kind === 'grabber' },
  );
  const picked = useRouteQuery(
    'grabberSelectionData',
    {
      query,
      body: {
        parameters: source.kind === 'selection' ? source.parameters : [],
        from: source.from,
        to: source.to,
        operation: source.operation,
      },
    },
    { enabled: source.kind === 'selection' },
  );
  const report = useRouteQuery(
    'reportPreview',
    {
      params: {
        site: source.kind === 'report' ? source.site : '',
        reportId: String(source.kind === 'report' ? source.id : 0),
        fromDate: source.from,
        toDate: source.to,
        operation: source.operation ?? 'NONE',
      },
      query,
    },
    { enabled: source.kind === 'report' },
  );
  const read = source.kind === 'grabber' ? stored : source.kind === 'report' ? report : picked;
  const columns = read.data?.columns ?? [];
  const rows = (read.data?.rows ?? []).slice(0, PREVIEW_ROWS).map((row, key) => ({ ...row, key }));
  return (
    <>
      <Typography.Text strong>Preview (first {PREVIEW_ROWS} rows)</Typography.Text>
      <Table
        aria-label="Export preview"
        size="small"
        pagination={false}
        loading={read.isFetching}
        scroll={{ x: true }}
        dataSource={rows}
        columns={[
          { title: 'Real Date', dataIndex: 'REAL_DATE' },
          { title: 'Real Hour', dataIndex: 'REAL_HOUR' },
          { title: 'Factory Date', dataIndex: 'FTR_DATE' },
          { title: 'Factory Hour', dataIndex: 'FTR_HOUR' },
          ...columns.map((c, i) => ({
            title: c.code,
            key: `${c.site}-${c.code}`,
            render: (_: unknown, row: (typeof rows)[number]) => {
              const value = row.values[i];
              return value === null || value === undefined ? '' : c.precision === null ? String(value) : value.toFixed(c.precision);
            },
          })),
        ]}
      />
    </>
  );
};
