import { HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import type { CcfDataValueDto } from '@ftr/contracts';
import { Button, Card, Table, Tooltip, type TableColumnsType } from 'antd';
import { factoryHourText, factoryHourTitle, instantText } from '../../../../format/time.ts';
import { formatCellValue } from '../../../../features/values/cellText.ts';
import { valueWithUnit, withUnit } from '../../../../format/units.ts';

interface Props {
  values: CcfDataValueDto[];
  /** The parameter's display precision: values as the grid shows them. */
  precision: number | null;
  /** The parameter's unit (null: none), beside the heading and each value as other screens show it. */
  units: string | null;
  /** Why a data value cannot be added now, or null. */
  disabledReason: string | null;
  onAdd: () => void;
  onHistory: (cell: { date: string; hour: number }) => void;
}

const columns = (onHistory: Props['onHistory'], precision: number | null, units: string | null): TableColumnsType<CcfDataValueDto> => [
  { title: 'Analyst', dataIndex: 'analyst', key: 'analyst' },
  { title: 'Real Date-Time', dataIndex: 'real_datetime', key: 'real' },
  { title: 'Factory Date', dataIndex: 'FTR_DATE', key: 'date' },
  {
    title: 'Hour',
    dataIndex: 'FTR_HOUR',
    key: 'hour',
    render: (hour: number, row) => <span title={factoryHourTitle(row.FTR_DATE, hour)}>{factoryHourText(row.FTR_DATE, hour)}</span>,
  },
  {
    title: withUnit('Value', units),
    dataIndex: 'PARAM_VALUE',
    key: 'value',
    align: 'right',
    render: (v: number | null) => (v === null ? '—' : valueWithUnit(formatCellValue(v, precision), units)),
  },
  { title: 'Entered By', dataIndex: 'created_by', key: 'by' },
  { title: 'Entered At', dataIndex: 'created_at', key: 'at', render: instantText },
  {
    title: '',
    key: 'history',
    render: (_: unknown, row) => (
      <Button size="small" icon={<HistoryOutlined />} onClick={() => onHistory({ date: row.FTR_DATE, hour: row.FTR_HOUR })}>
        History
      </Button>
    ),
  },
];

/** Spec 3 "CCF detail": the CCF's data values (re-tests), each with the audit trail of its cell. */
export const DataValuesCard = ({ values, precision, units, disabledReason, onAdd, onHistory }: Props) => (
  <Card
    size="small"
    title={`Data Values (${values.length})`}
    extra={
      <Tooltip title={disabledReason ?? undefined}>
        <Button icon={<PlusOutlined />} disabled={disabledReason !== null} onClick={onAdd}>
          Add data value
        </Button>
      </Tooltip>
    }
  >
    <Table<CcfDataValueDto>
      rowKey="id"
      size="small"
      columns={columns(onHistory, precision, units)}
      dataSource={values}
      pagination={false}
      scroll={{ x: 900 }}
      data-testid="ccf-data-values"
    />
  </Card>
);
