import { CopyOutlined, DeleteOutlined } from '@ant-design/icons';
import { SCREEN_AREA_NAMES, SCREEN_TYPE_NAMES, type DataScreenDto } from '@ftr/contracts';
import { Button, Popconfirm, Space, Tooltip, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { instantText } from '../../../../format/time.ts';

export interface ScreenColumnOptions {
  onDuplicate: (screen: DataScreenDto) => void;
  /** Absent in the 'Find by Parameter' results (no delete there). */
  onArchive?: (screen: DataScreenDto) => void;
}

const formatDateTime = (value: string): string => instantText(value);

const actions = (screen: DataScreenDto, { onDuplicate, onArchive }: ScreenColumnOptions) => (
  <Space size="small">
    <Tooltip title="Duplicate">
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        aria-label={`Duplicate ${screen.DESCRIPTION}`}
        onClick={() => onDuplicate(screen)}
      />
    </Tooltip>
    {onArchive && (
      <Popconfirm title={`Archive screen ${screen.DESCRIPTION}?`} okText="Yes" cancelText="No" onConfirm={() => onArchive(screen)}>
        <Button type="text" size="small" danger icon={<DeleteOutlined />} aria-label={`Delete ${screen.DESCRIPTION}`} />
      </Popconfirm>
    )}
  </Space>
);

/** Spec 1 §2 Manage data screens: the list's columns, the name linking to the editor. */
export const screenColumns = (options: ScreenColumnOptions): TableColumnsType<DataScreenDto> => [
  { title: 'ID', dataIndex: 'ID', key: 'id', width: 70 },
  {
    title: 'Name',
    dataIndex: 'DESCRIPTION',
    key: 'name',
    render: (name: string, s) => <Link to={`/dataentry/manage/${s.ID}`}>{name}</Link>,
  },
  { title: 'Type', dataIndex: 'SCREEN_TYPE', key: 'type', render: (t: DataScreenDto['SCREEN_TYPE']) => SCREEN_TYPE_NAMES[t] },
  { title: 'Access Level', key: 'access', render: (_v, s) => `${s.ACCESS_LEVEL} - ${s.DATA_ACCESS_LEVEL}` },
  { title: 'Area', dataIndex: 'AREA', key: 'area', render: (a: DataScreenDto['AREA']) => SCREEN_AREA_NAMES[a] },
  { title: 'Parameters', dataIndex: 'MEMBER_COUNT', key: 'members', width: 110 },
  { title: 'Last Updated', dataIndex: 'LAST_UPDATED_DTS', key: 'updated', render: formatDateTime },
  { title: 'Updated By', dataIndex: 'LAST_UPDATED_BY', key: 'by' },
  { title: '', key: 'actions', width: 100, render: (_v, s) => actions(s, options) },
];
