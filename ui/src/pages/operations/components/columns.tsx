import { LOGIN_SITE_LABELS, isOperationDeletable, isOperationEditable, operationStatus, type OperationDto } from '@ftr/contracts';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { instantText } from '../../../format/time.ts';
import { StatusTag } from './StatusTag.tsx';

export interface ColumnOptions {
  /** Today's factory date, YYYY-MM-DD: status and the allowed actions derive from it (spec 1 §4). */
  today: string;
  /** Central office users see every site's operations, with a Site column, and cannot change them. */
  centralOffice: boolean;
  onEdit: (operation: OperationDto) => void;
  onDelete: (operation: OperationDto) => void;
}

const formatDateTime = (value: string): string => instantText(value);

const actions = (op: OperationDto, { today, centralOffice, onEdit, onDelete }: ColumnOptions) => (
  <Space size="small">
    {!centralOffice && isOperationEditable(op.END_DATE, today) && (
      <Button type="link" size="small" data-testid={`edit-${op.OPTN_CODE}`} onClick={() => onEdit(op)}>
        Edit
      </Button>
    )}
    {!centralOffice && isOperationDeletable(op.START_DATE, today) && (
      <Popconfirm title={`Delete operation ${op.OPTN_CODE}?`} okText="Yes" cancelText="No" onConfirm={() => onDelete(op)}>
        <Button type="link" size="small" danger data-testid={`delete-${op.OPTN_CODE}`}>
          Delete
        </Button>
      </Popconfirm>
    )}
  </Space>
);

/** Spec 1 §2 Operations list columns. */
export const operationColumns = (options: ColumnOptions): TableColumnsType<OperationDto> => [
  ...(options.centralOffice
    ? [{ title: 'Site', dataIndex: 'SITE', key: 'site', render: (site: OperationDto['SITE']) => LOGIN_SITE_LABELS[site] }]
    : []),
  { title: 'Code', dataIndex: 'OPTN_CODE', key: 'code' },
  { title: 'Type', dataIndex: 'COMMENTS', key: 'type' },
  { title: 'Start Date', dataIndex: 'START_DATE', key: 'startDate' },
  { title: 'End Date', dataIndex: 'END_DATE', key: 'endDate' },
  {
    title: 'Status',
    key: 'status',
    render: (_value, op) => <StatusTag status={operationStatus(op.START_DATE, op.END_DATE, options.today)} />,
  },
  { title: 'Last Updated', dataIndex: 'LAST_UPDATED_DTS', key: 'lastUpdated', render: formatDateTime },
  { title: 'Updated By', dataIndex: 'LAST_UPDATED_BY', key: 'updatedBy' },
  ...(options.centralOffice ? [] : [{ title: '', key: 'actions', render: (_v: unknown, op: OperationDto) => actions(op, options) }]),
];
