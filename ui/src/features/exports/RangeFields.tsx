import { DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { offeredOperations, type DateRange } from './range.ts';

export { lastSevenDays } from './range.ts';

const DAY = 'YYYY-MM-DD';

export const RangeField = ({ value, onChange }: { value: DateRange; onChange: (range: DateRange) => void }) => (
  <>
    <FactoryDateLabel text="Factory dates" />
    <DatePicker.RangePicker
      aria-label="Factory dates"
      allowClear={false}
      value={[dayjs(value.from), dayjs(value.to)]}
      onChange={(dates) => {
        if (dates?.[0] && dates[1]) onChange({ from: dates[0].format(DAY), to: dates[1].format(DAY) });
      }}
    />
  </>
);

/** An operation or none (every value of the range). */
export const OperationField = ({ value, onChange }: { value: string | null; onChange: (operation: string | null) => void }) => {
  const { data } = useRouteQuery('listOperations', {});
  const options = useMemo(() => offeredOperations(data ?? []).map((code) => ({ value: code, label: code })), [data]);
  return (
    <Select
      aria-label="Operation"
      placeholder="Any operation"
      allowClear
      style={{ width: 180 }}
      options={options}
      value={value ?? undefined}
      onChange={(code?: string) => onChange(code ?? null)}
    />
  );
};
