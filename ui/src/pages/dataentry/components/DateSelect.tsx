import { DatePicker } from 'antd';
import dayjs from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  value: string;
  onChange: (date: string) => void;
}

/** The factory date selector (spec 1 §2). */
export const DateSelect = ({ value, onChange }: Props) => (
  <DatePicker
    aria-label="Date"
    data-testid="date-select"
    allowClear={false}
    format={FORMAT}
    value={dayjs(value, FORMAT)}
    onChange={(date) => {
      if (date) onChange(date.format(FORMAT));
    }}
  />
);
