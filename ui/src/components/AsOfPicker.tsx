import { HistoryOutlined } from '@ant-design/icons';
import { Alert, Button, DatePicker, Tooltip } from 'antd';
import dayjs from 'dayjs';
import { instantText } from '../format/time.ts';

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

/** How an as-of instant is shown: the plant's date and time to the second (format/time.ts). */
export const asOfText = (asOf: string): string => instantText(asOf);

interface PickerProps {
  asOf: string | undefined;
  /** What is shown as it was: 'the grid', 'the live data', 'the values'. */
  what: string;
  /** Pending changes: travelling would hide them, so the picker waits for a submit or a reload. */
  disabled?: boolean;
  onChange: (instant: string | undefined) => void;
}

/** "As of": a view exactly as it was known at a past instant (time travel, read-only; grid, live view, data view). */
export const AsOfPicker = ({ asOf, what, disabled = false, onChange }: PickerProps) => (
  <Tooltip title={disabled ? 'Submit or discard your changes first' : `Show ${what} as it was at a past date and time`}>
    <DatePicker
      showTime
      allowClear
      aria-label="As of"
      data-testid="as-of"
      placeholder="As of"
      format={FORMAT}
      prefix={<HistoryOutlined />}
      disabled={disabled}
      value={asOf ? dayjs(asOf) : null}
      disabledDate={(date) => date.isAfter(dayjs(), 'day')}
      onChange={(date) => onChange(date ? date.toISOString() : undefined)}
    />
  </Tooltip>
);

/** The banner over a view shown as of an instant, with the way back. */
export const AsOfBanner = ({ asOf, what, onBack }: { asOf: string; what: string; onBack: () => void }) => (
  <Alert
    type="info"
    showIcon
    icon={<HistoryOutlined />}
    style={{ marginBottom: 8 }}
    data-testid="as-of-banner"
    title={`Showing ${what} as it was at ${asOfText(asOf)} — read-only`}
    action={
      <Button size="small" type="primary" onClick={onBack}>
        Back to now
      </Button>
    }
  />
);
