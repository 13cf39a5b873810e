import type { UserDto } from '@ftr/contracts';
import { Button, Popconfirm, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { instantText } from '../../../format/time.ts';
import { siteCodes } from '../list.ts';

export interface ColumnOptions {
  /** Whether the viewer may archive or unarchive this user (the server's own rule): else no action shows. */
  canToggle: (user: UserDto) => boolean;
  onToggleArchived: (user: UserDto) => void;
}

const formatDateTime = (value: string): string => instantText(value);

/**
 * Spec 3 §2 Users list, spec 2 §4: each user with an Archive (confirmed first) or, when archived, an
 * Unarchive action, shown only where the server would accept it.
 */
export const userColumns = ({ canToggle, onToggleArchived }: ColumnOptions): TableColumnsType<UserDto> => [
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
    render: (_v, user) => {
      if (!canToggle(user)) return null;
      const button = (onClick?: () => void) => (
        <Button type="link" size="small" danger={user.ACTIVE} data-testid={`archive-${user.USERNAME}`} onClick={onClick}>
          {user.ACTIVE ? 'Archive' : 'Unarchive'}
        </Button>
      );
      if (!user.ACTIVE) return button(() => onToggleArchived(user));
      // Archiving ends the user's sessions at once: ask first.
      return (
        <Popconfirm
          title={`Archive ${user.USERNAME}?`}
          description="Their sessions end now and they can no longer sign in."
          okText="Archive"
          okButtonProps={{ danger: true }}
          cancelText="Cancel"
          onConfirm={() => onToggleArchived(user)}
        >
          {button()}
        </Popconfirm>
      );
    },
  },
];
