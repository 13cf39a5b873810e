import { EditOutlined } from '@ant-design/icons';
import { CONSTANT_SITES, type ConstantDto, type GlobalConstantDto } from '@ftr/contracts';
import { Button } from 'antd';
import type { ColumnsType } from 'antd/es/table';

const blank = (value: number | null) => (value === null ? '' : String(value));

const definition = <T extends ConstantDto | GlobalConstantDto>(): ColumnsType<T> => [
  { title: 'Code', dataIndex: 'CODE', key: 'code' },
  { title: 'Heading', dataIndex: 'HEADING1', key: 'heading' },
  { title: 'Group', dataIndex: 'GROUP_NAME', key: 'group' },
  { title: 'Units', dataIndex: 'UNITS', key: 'units' },
];
const limits = <T extends ConstantDto | GlobalConstantDto>(): ColumnsType<T> => [
  { title: 'Min', dataIndex: 'MIN_LIMIT', key: 'min', render: blank },
  { title: 'Max', dataIndex: 'MAX_LIMIT', key: 'max', render: blank },
];
const edit = <T extends ConstantDto | GlobalConstantDto>(onEdit: (row: T) => void): ColumnsType<T> => [
  {
    title: '',
    key: 'edit',
    render: (_value, row) => (
      <Button size="small" icon={<EditOutlined />} onClick={() => onEdit(row)} aria-label={`Edit ${row.CODE}`}>
        Edit
      </Button>
    ),
  },
];

/** A site user's columns: the one value of their site, from when it is in force, who changed it last. */
export const siteColumns = (onEdit: (row: ConstantDto) => void): ColumnsType<ConstantDto> => [
  ...definition<ConstantDto>(),
  { title: 'Value', dataIndex: 'CONSTANT_VALUE', key: 'value', render: blank },
  ...limits<ConstantDto>(),
  { title: 'In Force From', dataIndex: 'EFFECTIVE_FROM', key: 'from' },
  { title: 'Updated By', dataIndex: 'LAST_UPDATED_BY', key: 'by' },
  ...edit(onEdit),
];

/** Head office's columns: a value per site (spec 2 §3 Constant: BU, CA, NE, WI). */
export const globalColumns = (onEdit: (row: GlobalConstantDto) => void): ColumnsType<GlobalConstantDto> => [
  ...definition<GlobalConstantDto>(),
  ...CONSTANT_SITES.map((site) => ({ title: site, dataIndex: site, key: site, render: blank })),
  ...limits<GlobalConstantDto>(),
  ...edit(onEdit),
];
