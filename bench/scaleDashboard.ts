import type { AddDashboardParameterBody, AddLayoutItemBody } from '@ftr/contracts';
import { benchCode } from './scaleData.ts';

/**
 * The scale bench's site dashboard at BA, made through the dashboards' own routes as a manager would: ten bench
 * parameters (one over 28 days, the others over 7; the first with a target code, read as its latest value before the
 * date), three charts and a table. One load reads 28 + 9 x 7 = 91 value documents and the target's latest value.
 */
export const SCALE_DASHBOARD: {
  description: string;
  parameters: AddDashboardParameterBody[];
  layout: AddLayoutItemBody[];
} = {
  description: 'Scale dashboard',
  parameters: [
    { code: benchCode(0), targetCode: benchCode(59), history: 7, label: 'Scale 1 against its target' },
    { code: benchCode(1), history: 28 },
    ...Array.from({ length: 8 }, (_, i) => ({
      code: benchCode(i + 2),
      history: 7,
      goal: i % 2 === 0 ? ('Max' as const) : ('Min' as const),
    })),
  ],
  layout: [
    { row: 1, column: 1, component: 'TimeseriesChart', config: { parameter: benchCode(0), type: 'area', height: 'large' } },
    { row: 1, column: 2, component: 'TimeseriesChart', config: { parameter: benchCode(1), type: 'scatter', height: 'medium' } },
    { row: 2, column: 1, component: 'TimeseriesChart', config: { parameter: benchCode(2), type: 'bar', height: 'small', min: 0 } },
    {
      row: 2,
      column: 2,
      component: 'TimeseriesTable',
      config: { codes: Array.from({ length: 8 }, (_, i) => benchCode(i + 2)) },
    },
  ],
};
