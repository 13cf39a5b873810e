import { Column } from '@ant-design/charts';
import { SUMMARY_STATISTIC_NAMES, type SummaryRow, type SummaryStatistic } from '@ftr/contracts';
import { useMemo } from 'react';
import { formatCellValue } from '../../../features/values/cellText.ts';

interface Props {
  rows: readonly SummaryRow[];
  statistic: SummaryStatistic;
}

/** The chosen statistic by year, a column per operation (a campaign spans two years); loaded on demand. */
const SummaryChart = ({ rows, statistic }: Props) => {
  const data = useMemo(() => rows.map((r) => ({ year: String(r.YEAR), operation: r.OPERATION_CODE, value: r.VALUE })), [rows]);
  const precision = rows[0]?.PRECISION ?? 0;
  const shown = (value: number) => formatCellValue(value, precision);
  return (
    <div data-testid="summary-chart">
      <Column
        data={data}
        xField="year"
        yField="value"
        colorField="operation"
        group
        style={{ maxWidth: 80 }}
        height={320}
        autoFit
        axis={{ y: { title: SUMMARY_STATISTIC_NAMES[statistic], labelFormatter: shown } }}
        tooltip={{ items: [(d: { operation: string; value: number }) => ({ name: d.operation, value: shown(d.value) })] }}
      />
    </div>
  );
};

export default SummaryChart;
