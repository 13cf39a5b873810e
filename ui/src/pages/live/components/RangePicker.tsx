import { LIVE_RANGES, type ScreenType } from '@ftr/contracts';
import { Segmented } from 'antd';

/** The range options of a screen type (spec 3 §9): hourly 1D, 2D, 3D, 1W; daily 1W, 2W, 3W. */
export const RangePicker = ({ type, value, onChange }: { type: ScreenType; value: string; onChange: (label: string) => void }) => (
  <Segmented<string>
    aria-label="Range"
    value={value}
    options={LIVE_RANGES[type].map((range) => ({
      value: range.label,
      label: range.label,
      title: `${range.days} day${range.days === 1 ? '' : 's'}`,
    }))}
    onChange={onChange}
  />
);
