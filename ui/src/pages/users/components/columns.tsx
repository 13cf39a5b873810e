import type { UserDto } from '@ftr/contracts';
import { Button, Tag, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { Link } from 'react-router-dom';
import { siteCodes } from '../list.ts';

export interface ColumnOptions {
  /** Whether the viewer may archive or unarchive this user (site scoping, as the server checks). */
  canManage: (user: UserDto) => boolean;
  onToggleArchived: (user: UserDto) => void;
}

const formatDateTime = (value: string): string => {
  const parsed = dayjs(value);
  return parsed.isValid() ? parsed.format('YYYY-MM-DD HH:mm') : value;
};

/** Spec 3 §2 Users list, spec 2 §4: each user with an Archive or, when archived, an Unarchive action. */
export const userColumns = ({ canManage, onToggleArchived }: ColumnOptions): TableColumnsType<UserDto> => [
  {
    title: 'Username',
    dataIndex: 'USERNAME',
    key: 'username',
    render: (username: string) => <Link to={`/users/${encodeURIComponent(username)}`}>{username}</Link>,
  },
  { title: 'Full Name', dataIndex: 'FULL_NAME', key: 'fullName' },
  { title: 'Email', dataIndex: 'EMAIL', key: 'email' },
  { title: 'Sites', key: 'sites', render: (_v, user) => siteCodes(user) },
  {
    title: 'Active',
    dataIndex: 'ACTIVE',
    key: 'active',
    render: (active: boolean) => (active ? <Tag color="green">Active</Tag> : <Tag>Archived</Tag>),
  },
  { title: 'Last Updated', dataIndex: 'LAST_UPDATED_DTS', key: 'lastUpdated', render: formatDateTime },
  { title: 'Updated By', dataIndex: 'LAST_UPDATED_BY', key: 'updatedBy' },
  {
    title: '',
    key: 'actions',
    render: (_v, user) => (
      <Button
        type="link"
        size="small"
        danger={user.ACTIVE}
        disabled={!canManage(user)}
        data-testid={`archive-${user.USERNAME}`}
        onClick={() => onToggleArchived(user)}
      >
        {user.ACTIVE ? 'Archive' : 'Unarchive'}
      </Button>
    ),
  },
];
