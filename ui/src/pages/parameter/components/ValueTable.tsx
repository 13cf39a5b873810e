import type { DataPoint, ParameterDto } from '@ftr/contracts';
import { Table, Typography, type TableColumnsType } from 'antd';
import { factoryHourText, factoryHourTitle } from '../../../format/time.ts';
import { formatCellValue } from '../../../features/values/cellText.ts';
import { withUnit } from '../../../format/units.ts';
import { rowTone } from '../view.ts';
import './parameter.css';

interface Props {
  points: readonly DataPoint[];
  parameter: ParameterDto;
  hourly: boolean;
  loading: boolean;
}

/**
 * Spec 2 §2, §9: date, operation and value, newest first, highlighted against the limits; values at the
 * parameter's display precision, as the grid shows them.
 */
export const ValueTable = ({ points, parameter, hourly, loading }: Props) => {
  const shown = (value: number) => formatCellValue(value, parameter.DISPLAY_PRECISION);
  const columns: TableColumnsType<DataPoint> = [
    { title: <span title="Factory date">Date</span>, dataIndex: 'PARAM_DATE', width: 120 },
    ...(hourly
      ? [
          {
            title: 'Hour',
            dataIndex: 'FTR_HOUR',
            width: 110,
            render: (hour: number, p: DataPoint) => (
              <span title={factoryHourTitle(p.PARAM_DATE, hour)}>{factoryHourText(p.PARAM_DATE, hour)}</span>
            ),
          },
        ]
      : []),
    { title: 'Operation', dataIndex: 'OPTN_CODE', width: 120 },
    {
      title: withUnit('Value', parameter.UNITS),
      dataIndex: 'PARAM_VALUE',
      align: 'right',
      render: (value: number) =>
        rowTone(value, parameter) === 'dangerText' ? <Typography.Text type="danger">{shown(value)}</Typography.Text> : shown(value),
    },
  ];
  return (
    <Table<DataPoint>
      size="small"
      rowKey={(p) => `${p.PARAM_DATE}:${p.FTR_HOUR}`}
      columns={columns}
      dataSource={[...points].reverse()}
      loading={loading}
      pagination={{ pageSize: 24, showSizeChanger: false }}
      rowClassName={(p) => (rowTone(p.PARAM_VALUE, parameter) === 'dangerRow' ? 'pv-danger-row' : '')}
      data-testid="parameter-values"
    />
  );
};
