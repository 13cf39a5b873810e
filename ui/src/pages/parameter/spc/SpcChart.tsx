import { Line } from '@ant-design/charts';
import type { SpcChartDto } from '@ftr/contracts';
import { useMemo } from 'react';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { chartTimeText } from '../../../format/time.ts';
import { spcChartData, type SpcLine } from './chartData.ts';

const ZONE_STYLES: Record<SpcLine['sigmas'], { stroke: string; lineDash?: number[] }> = {
  0: { stroke: '#389e0d' },
  1: { stroke: '#8c8c8c', lineDash: [2, 4] },
  2: { stroke: '#d48806', lineDash: [6, 4] },
  3: { stroke: '#cf1322', lineDash: [8, 3] },
};

/**
 * The control chart: the values, the centre line and the ±1/2/3σ zone lines, and each point that
 * completed a rule break drawn as a triangle labelled with the rules' numbers (a shape and a label, not
 * only a colour). Everything marked was decided on the server.
 */
const SpcChart = ({ chart, precision }: { chart: SpcChartDto; precision: number }) => {
  const { rows, marks, lines } = useMemo(() => spcChartData(chart), [chart]);
  const shown = (value: number) => formatCellValue(value, precision);
  return (
    // data-*: what the canvas draws, for tests and tools.
    <div
      data-testid="spc-chart"
      data-lines={JSON.stringify(lines.map((l) => [l.name, l.value]))}
      data-marks={JSON.stringify(marks.map((m) => [chartTimeText(m.time), m.value, m.label]))}
    >
      <Line
        data={rows}
        xField="time"
        yField="value"
        colorField="series"
        height={360}
        autoFit
        scale={{ x: { type: 'time' } }}
        axis={{ x: { labelFormatter: (value: Date) => chartTimeText(value) }, y: { labelFormatter: shown } }}
        tooltip={{
          title: (d: { time: Date }) => chartTimeText(d.time),
          items: [(d: { series: string; value: number }) => ({ name: d.series, value: shown(d.value) })],
        }}
        annotations={[
          ...lines.map((line) => ({ type: 'lineY', yField: line.value, style: ZONE_STYLES[line.sigmas] })),
          {
            type: 'point',
            data: marks,
            xField: 'time',
            yField: 'value',
            colorField: 'series',
            style: { shape: 'triangle', size: 6, fill: '#cf1322', stroke: '#cf1322' },
          },
          {
            type: 'text',
            data: marks,
            xField: 'time',
            yField: 'value',
            textField: 'label',
            style: { dy: -14, textAlign: 'center', fill: '#cf1322', fontWeight: 'bold' },
          },
        ]}
      />
    </div>
  );
};

export default SpcChart;
