import { PlusOutlined, SearchOutlined } from '@ant-design/icons';
import type { UserDto } from '@ftr/contracts';
import { Button, Checkbox, Flex, Input, Space, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { userColumns } from './components/columns.tsx';
import { NO_FILTERS, USERS_PAGE_SIZE, visibleUsers, type UserFilters } from './list.ts';
import { archiveProblem, editorOf } from './rights.ts';
import { useUsers } from './useUsers.ts';

/**
 * Spec 3 §2 Users list: Create, a search box, 'Hide Archived' and 'Current Site Only', 12 per page,
 * the signed-in user left out; spec 2 §4 archive and unarchive per row (optimistic), offered only where
 * the server's rule allows it, archiving after a confirmation.
 */
const UsersPage = () => {
  const claims = useAtomValue(claimsAtom);
  const navigate = useNavigate();
  const { users, loading, toggleArchived } = useUsers();
  const [filters, setFilters] = useState<UserFilters>(NO_FILTERS);
  const [page, setPage] = useState(1);

  const rows = useMemo(
    () => (claims ? visibleUsers(users, filters, { username: claims.sub, site: claims.site }) : []),
    [users, filters, claims],
  );
  if (!claims) return null;

  const filter = (change: Partial<UserFilters>) => {
    setFilters((before) => ({ ...before, ...change }));
    setPage(1);
  };
  const editor = editorOf(
    claims,
    users.find((u) => u.USERNAME === claims.sub),
  );
  const columns = userColumns({
    canToggle: (user: UserDto) => archiveProblem(editor, user, users) === null,
    onToggleArchived: (user) => toggleArchived(user),
  });

  return (
    <>
      <PageTitle page="Users" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Users
        </Typography.Title>
        <Space>
          <Button onClick={() => navigate('/admin/signatures')}>Electronic signatures</Button>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/users/new')}>
            Create
          </Button>
        </Space>
      </Flex>
      <Space wrap size="middle" style={{ marginBottom: 16 }}>
        <Input
          aria-label="Search users"
          placeholder="Search username, name or email"
          prefix={<SearchOutlined />}
          allowClear
          value={filters.search}
          onChange={(event) => filter({ search: event.target.value })}
          style={{ width: 300 }}
        />
        <Checkbox checked={filters.hideArchived} onChange={(event) => filter({ hideArchived: event.target.checked })}>
          Hide Archived
        </Checkbox>
        <Checkbox checked={filters.currentSiteOnly} onChange={(event) => filter({ currentSiteOnly: event.target.checked })}>
          Current Site Only
        </Checkbox>
      </Space>
      <Table<UserDto>
        rowKey="USERNAME"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={{ current: page, onChange: setPage, pageSize: USERS_PAGE_SIZE, showSizeChanger: false }}
        locale={{ emptyText: 'No users' }}
        size="middle"
      />
    </>
  );
};

export default UsersPage;
