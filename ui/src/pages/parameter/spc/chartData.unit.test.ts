import { factoryHourToInstant, type SpcChartDto } from '@ftr/contracts';
import { spcChartData } from './chartData.ts';

const chart: SpcChartDto = {
  site: 'BA',
  code: 'ZS-PH-V-1H',
  from: '2026-10-30',
  to: '2026-11-26',
  limits: { centre: 10, sigma: 1, from: '2026-10-30', to: '2026-11-26', count: 600, at: '2026-11-26T08:00:00.000Z', by: 'supervisor.ba' },
  rules: [1, 2, 3, 4],
  points: [
    { date: '2026-11-26', hour: 1, value: 10.2, rules: [] },
    { date: '2026-11-26', hour: 2, value: 13.5, rules: [1, 2] },
  ],
};

describe('spcChartData', () => {
  it('places values on the plant clock and marks the points that completed a break with the rules’ numbers', () => {
    const { rows, marks } = spcChartData(chart);
    expect(rows.map((r) => r.time)).toEqual([factoryHourToInstant('2026-11-26', 1), factoryHourToInstant('2026-11-26', 2)]);
    expect(marks).toEqual([{ time: factoryHourToInstant('2026-11-26', 2), value: 13.5, label: '1,2', series: 'Rule break' }]);
  });

  it('draws the centre and the ±1/2/3σ zone lines; none without limits', () => {
    expect(spcChartData(chart).lines.map((l) => [l.name, l.value])).toEqual([
      ['Centre', 10],
      ['+1σ', 11],
      ['−1σ', 9],
      ['+2σ', 12],
      ['−2σ', 8],
      ['+3σ', 13],
      ['−3σ', 7],
    ]);
    expect(spcChartData({ ...chart, limits: null }).lines).toEqual([]);
  });
});
