import { DASHBOARD_RANGES, type DashboardRange } from '@ftr/contracts';
import { Select } from 'antd';
import { useAtom } from 'jotai';
import { dashboardRangesAtom } from './session.ts';

const HISTORY = 'history';
const OPTIONS = [
  { value: HISTORY, label: 'Parameter histories' },
  ...Object.entries(DASHBOARD_RANGES).map(([value, label]) => ({ value, label })),
];
const isRange = (value: string): value is DashboardRange => value in DASHBOARD_RANGES;

/** A dashboard's time range for this session: what its data reads ask for (`?range=`). */
export const useDashboardRange = (id: number): [DashboardRange | undefined, (range: DashboardRange | undefined) => void] => {
  const [ranges, setRanges] = useAtom(dashboardRangesAtom);
  const set = (range: DashboardRange | undefined) => {
    const { [String(id)]: _old, ...rest } = ranges;
    setRanges(range === undefined ? rest : { ...rest, [String(id)]: range });
  };
  return [ranges[String(id)], set];
};

/** Last 24 h, 7 days, 28 days, the operation, or each parameter's own history (the default). */
export const RangeControl = ({ id }: { id: number }) => {
  const [range, setRange] = useDashboardRange(id);
  return (
    <Select<string>
      aria-label="Time range"
      data-testid="dashboard-range"
      value={range ?? HISTORY}
      onChange={(value) => setRange(isRange(value) ? value : undefined)}
      options={OPTIONS}
      style={{ width: 170 }}
    />
  );
};
