import { Line } from '@ant-design/charts';
import type { DataPoint, ParameterDto } from '@ftr/contracts';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { limitLines, type LimitField, type LimitPeriod } from '../limitSteps.ts';

interface Props {
  points: readonly DataPoint[];
  parameter: ParameterDto;
  /** The limits over time (in time order); the lines step where they change. */
  periods: readonly LimitPeriod[];
}

const LIMIT_NAMES: Record<LimitField, string> = {
  UPPER_ABS_LIMIT: 'Upper absolute',
  UPPER_CHK_LIMIT: 'Upper check',
  LOWER_CHK_LIMIT: 'Lower check',
  LOWER_ABS_LIMIT: 'Lower absolute',
};

/**
 * Spec 2 §2: the values and a line for each of the four limits, as of each point's time (a limit changed
 * within the period steps at the change: issue 14 item 7), height 400, the value axis and tooltips at
 * the parameter's display precision. Loaded on demand with the charts library; the page shows the one
 * empty state when there are no values.
 */
const ValueChart = ({ points, parameter, periods }: Props) => {
  const lines = useMemo(() => limitLines(periods, points), [periods, points]);
  const data = useMemo(() => {
    const series = points.map((p) => ({ time: new Date(p.REAL_DATETIME), value: p.PARAM_VALUE, series: 'Value' }));
    const limits = lines.map((l) => ({ time: new Date(l.time), value: l.value, series: LIMIT_NAMES[l.field] }));
    return [...series, ...limits];
  }, [points, lines]);
  const shown = (value: number) => formatCellValue(value, parameter.DISPLAY_PRECISION);
  return (
    // data-limits: the limit lines the chart draws (field, instant, value), for tests and tools.
    <div data-testid="parameter-chart" data-limits={JSON.stringify(lines)}>
      <Line
        data={data}
        xField="time"
        yField="value"
        colorField="series"
        height={400}
        autoFit
        scale={{ x: { type: 'time' } }}
        axis={{ x: { labelFormatter: (value: Date) => dayjs(value).format('DD MMM HH:mm') }, y: { labelFormatter: shown } }}
        tooltip={{
          title: (d: { time: Date }) => dayjs(d.time).format('YYYY-MM-DD HH:mm'),
          items: [(d: { series: string; value: number }) => ({ name: d.series, value: shown(d.value) })],
        }}
      />
    </div>
  );
};

export default ValueChart;
