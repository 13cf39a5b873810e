import { SUMMARY_STATISTIC_NAMES, type SummaryRow, type SummaryStatistic } from '@ftr/contracts';
import { Table, theme, type TableColumnsType } from 'antd';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { withUnit } from '../../../format/units.ts';

interface Props {
  rows: readonly SummaryRow[];
  loading: boolean;
  statistic: SummaryStatistic;
  /** What an empty table says: why there are no rows. */
  emptyText: string;
}

const STATISTIC_COLUMNS: SummaryStatistic[] = ['AVG', 'SUM', 'MIN', 'MAX', 'STDDEV'];

/** Spec 3 §3 Summary rows, one per operation and year, each statistic at the parameter's precision under a heading with its unit; the chosen one shaded. */
export const SummaryTable = ({ rows, loading, statistic, emptyText }: Props) => {
  const { token } = theme.useToken();
  const chosen = { style: { background: token.colorPrimaryBg } };
  // The parameter's unit, the same on every row: every statistic (the standard deviation too) is in it; the count is not.
  const units = rows[0]?.UNITS ?? null;
  const columns: TableColumnsType<SummaryRow> = [
    { title: 'Operation', dataIndex: 'OPERATION_CODE', key: 'operation' },
    { title: 'Year', dataIndex: 'YEAR', key: 'year' },
    { title: 'Values', dataIndex: 'COUNT', key: 'count', align: 'right' },
    ...STATISTIC_COLUMNS.map((key) => ({
      title: withUnit(SUMMARY_STATISTIC_NAMES[key], units),
      key,
      align: 'right' as const,
      ...(key === statistic ? { onHeaderCell: () => chosen, onCell: () => chosen } : {}),
      render: (_: unknown, row: SummaryRow) => formatCellValue(row[key], row.PRECISION),
    })),
  ];
  return (
    <Table<SummaryRow>
      data-testid="summary-table"
      rowKey={(row) => `${row.OPERATION_CODE}:${row.YEAR}`}
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      locale={{ emptyText: <span data-testid="summary-empty">{emptyText}</span> }}
      size="middle"
    />
  );
};
