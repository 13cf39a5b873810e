import { DatePicker, Space } from 'antd';
import dayjs from 'dayjs';
import { FactoryDateLabel } from '../../../format/FactoryDateLabel.tsx';

const FORMAT = 'YYYY-MM-DD';

interface Props {
  value: string;
  onChange: (date: string) => void;
}

/** The factory date selector (spec 1 §2), labelled "Factory date" with the 07:00 day explained on hover. */
export const DateSelect = ({ value, onChange }: Props) => (
  <Space size={4}>
    <FactoryDateLabel />
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
  </Space>
);
