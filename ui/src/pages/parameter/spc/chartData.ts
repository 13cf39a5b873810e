import { factoryHourToInstant, zoneLines, type SpcChartDto } from '@ftr/contracts';

/** A value of the chart, on the plant's clock. */
export interface SpcRow {
  time: Date;
  value: number;
  series: 'Value';
}

/** A point that completed a rule break, labelled with the rules' numbers. */
export interface SpcMark {
  time: Date;
  value: number;
  label: string;
  series: 'Rule break';
}

/** A horizontal line: the centre or one of the ±1/2/3σ zone boundaries. */
export interface SpcLine {
  name: string;
  value: number;
  sigmas: 0 | 1 | 2 | 3;
}

/** What the control chart draws from the server's answer (pure: the rules were evaluated on the server). */
export const spcChartData = (chart: SpcChartDto): { rows: SpcRow[]; marks: SpcMark[]; lines: SpcLine[] } => {
  const rows = chart.points.map((p) => ({ time: factoryHourToInstant(p.date, p.hour), value: p.value, series: 'Value' as const }));
  const marks = chart.points.flatMap((p, i) =>
    p.rules.length > 0
      ? [
          {
            time: rows[i]?.time ?? factoryHourToInstant(p.date, p.hour),
            value: p.value,
            label: p.rules.join(','),
            series: 'Rule break' as const,
          },
        ]
      : [],
  );
  if (!chart.limits) return { rows, marks, lines: [] };
  const zones = zoneLines(chart.limits);
  const sigmas = [1, 2, 3] as const;
  const lines: SpcLine[] = [
    { name: 'Centre', value: zones.centre, sigmas: 0 },
    ...sigmas.flatMap((k, i) => [
      { name: `+${k}σ`, value: zones.upper[i] ?? zones.centre, sigmas: k },
      { name: `−${k}σ`, value: zones.lower[i] ?? zones.centre, sigmas: k },
    ]),
  ];
  return { rows, marks, lines };
};
