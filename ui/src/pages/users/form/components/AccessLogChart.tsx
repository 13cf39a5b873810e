import { Scatter } from '@ant-design/charts';
import { Empty, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { chartTimeText } from '../../../../format/time.ts';
import { ACCESS_LOG_DAYS, accessPoints, type ScreenAccess } from '../accessLog.ts';

interface Props {
  /** The log as answered; undefined while loading. */
  entries: readonly ScreenAccess[] | undefined;
  /** The days shown (YYYY-MM-DD, both included): the time axis spans them whatever the dots. */
  range: { from: string; to: string };
}

/**
 * Spec 3 §2 User form: a scatter chart of the data screens the user opened (x time, y screen), or an
 * empty state. The default export, so the form loads it (and the charts library) on demand.
 */
const AccessLogChart = ({ entries, range }: Props) => {
  const points = useMemo(() => accessPoints(entries ?? []), [entries]);
  if (entries === undefined) return <Skeleton active />;
  if (points.length === 0) return <Empty description={`No data screens opened in the past ${ACCESS_LOG_DAYS} days`} />;
  return (
    <Scatter
      data={points}
      xField="time"
      yField="screen"
      colorField="screen"
      height={Math.max(220, 60 + 36 * new Set(points.map((p) => p.screen)).size)}
      autoFit
      legend={false}
      scale={{
        x: { type: 'time', domain: [dayjs(range.from).startOf('day').toDate(), dayjs(range.to).endOf('day').toDate()] },
        y: { type: 'point' },
      }}
      axis={{
        x: { title: 'Time', labelFormatter: (value: Date) => chartTimeText(value) },
        y: { title: 'Screen' },
      }}
      tooltip={{
        title: (point: { time: Date }) => chartTimeText(point.time),
        items: [{ field: 'screen', name: 'Screen' }],
      }}
    />
  );
};

export default AccessLogChart;
