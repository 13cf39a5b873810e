import { Line } from '@ant-design/charts';
import type { DataPoint, ParameterDto } from '@ftr/contracts';
import { useMemo } from 'react';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { chartTimeText } from '../../../format/time.ts';
import { valueWithUnit, withUnit } from '../../../format/units.ts';
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
 * within the period steps at the change), height 400, the value axis and tooltips at
 * the parameter's display precision, the axis titled with the parameter's unit, times on the plant's clock
 * (format/time.ts chartTimeText). Loaded on demand with the charts library; the page shows the one
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
  const yTitle = withUnit(parameter.HEADING1 || parameter.CODE, parameter.UNITS);
  return (
    // data-limits and data-y-title: what the canvas draws (limit lines, value axis title), for tests and tools.
    <div data-testid="parameter-chart" data-limits={JSON.stringify(lines)} data-y-title={yTitle}>
      <Line
        data={data}
        xField="time"
        yField="value"
        colorField="series"
        height={400}
        autoFit
        scale={{ x: { type: 'time' } }}
        axis={{ x: { labelFormatter: (value: Date) => chartTimeText(value) }, y: { title: yTitle, labelFormatter: shown } }}
        tooltip={{
          title: (d: { time: Date }) => chartTimeText(d.time),
          items: [(d: { series: string; value: number }) => ({ name: d.series, value: valueWithUnit(shown(d.value), parameter.UNITS) })],
        }}
      />
    </div>
  );
};

export default ValueChart;
