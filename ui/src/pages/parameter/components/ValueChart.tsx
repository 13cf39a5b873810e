import { Line } from '@ant-design/charts';
import type { DataPoint, ParameterDto } from '@ftr/contracts';
import { Empty } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';

interface Props {
  points: readonly DataPoint[];
  parameter: ParameterDto;
}

const LIMITS = [
  ['Upper absolute', 'UPPER_ABS_LIMIT'],
  ['Upper check', 'UPPER_CHK_LIMIT'],
  ['Lower check', 'LOWER_CHK_LIMIT'],
  ['Lower absolute', 'LOWER_ABS_LIMIT'],
] as const;

/** Spec 2 §2: the values and a line for each of the four limits, height 400. Loaded on demand with the charts library. */
const ValueChart = ({ points, parameter }: Props) => {
  const data = useMemo(() => {
    const series = points.map((p) => ({ time: new Date(p.REAL_DATETIME), value: p.PARAM_VALUE, series: 'Value' }));
    const first = points[0];
    const last = points.at(-1);
    const limits = LIMITS.flatMap(([name, field]) => {
      const limit = parameter[field];
      if (limit === null || !first || !last) return [];
      return [first, last].map((p) => ({ time: new Date(p.REAL_DATETIME), value: limit, series: name }));
    });
    return [...series, ...limits];
  }, [points, parameter]);
  if (points.length === 0) return <Empty description="No values in this period" style={{ height: 400, paddingTop: 150 }} />;
  return (
    <div data-testid="parameter-chart">
      <Line
        data={data}
        xField="time"
        yField="value"
        colorField="series"
        height={400}
        autoFit
        scale={{ x: { type: 'time' } }}
        axis={{ x: { labelFormatter: (value: Date) => dayjs(value).format('DD MMM HH:mm') } }}
        tooltip={{ title: (d: { time: Date }) => dayjs(d.time).format('YYYY-MM-DD HH:mm') }}
      />
    </div>
  );
};

export default ValueChart;
