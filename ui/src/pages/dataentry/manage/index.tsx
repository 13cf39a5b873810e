import { ExportOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DATA_SCREEN_ERRORS,
  DATA_SCREEN_MESSAGES as M,
  MANAGE_SCREENS_PAGE_SIZE,
  isCentralOffice,
  type DataAccessLevel,
  type DataScreenDto,
} from '@ftr/contracts';
import { Alert, App, Button, Divider, Flex, Input, Select, Table, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormMutation } from '../../../query/useFormMutation.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { claimsAtom } from '../../../session/atoms.ts';
import { screenColumns } from './components/columns.tsx';
import { FindByParameter } from './components/FindByParameter.tsx';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { NO_FILTERS, visibleScreens, type ScreenFilters } from './screenList.ts';
import { duplicateScreen, exportScreens } from './service.ts';
import { useScreens } from './useScreens.ts';

/**
 * Spec 1 §2 Manage data screens: search, access-level filter, New, Export, Duplicate and delete
 * (archive, confirmed; the row goes at once and comes back if the server refuses), 14 per page, and
 * 'Find by Parameter'.
 */
const NO_LEVELS: DataAccessLevel[] = [];

const ManageScreensPage = () => {
  const { screens, loading, archive } = useScreens();
  const [filters, setFilters] = useState<ScreenFilters>(NO_FILTERS);
  // A failed read leaves the filter without levels.
  const levels = useRouteQuery('listScreenAccessLevels', {}).data ?? NO_LEVELS;
  const navigate = useNavigate();
  const { message } = App.useApp();
  const claims = useAtomValue(claimsAtom);
  const centralOffice = claims !== null && isCentralOffice(claims.site);

  const duplication = useFormMutation({
    write: (screen: DataScreenDto) => duplicateScreen(screen.ID),
    invalidates: ['listDataScreens'],
    onSuccess: () => void message.success(M.screenDuplicated),
  });
  const download = useFormMutation({ write: exportScreens, onSuccess: (file) => void message.success(M.exported(file)) });
  const exportList = () => {
    if (screens.length === 0) void message.info(M.noDataToExport);
    else download.mutate();
  };

  const columns = screenColumns({ onDuplicate: (s) => duplication.mutate(s), onArchive: (s) => archive(s) });
  return (
    <>
      <PageTitle page="Data Screens" />
      <Flex justify="space-between" align="center" wrap gap="small" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Data Screens
        </Typography.Title>
        <Flex gap="small">
          {!centralOffice && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/dataentry/manage/new')}>
              New
            </Button>
          )}
          <Button icon={<ExportOutlined />} loading={download.isPending} onClick={exportList}>
            Export
          </Button>
        </Flex>
      </Flex>
      {centralOffice && <Alert type="info" showIcon title={DATA_SCREEN_ERRORS.centralOffice} style={{ marginBottom: 16 }} />}
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Input.Search
          aria-label="Search screens"
          placeholder="Search by name or ID"
          allowClear
          value={filters.search}
          onChange={(e) => setFilters({ ...filters, search: e.target.value })}
          style={{ maxWidth: 320 }}
        />
        <Select<number>
          aria-label="Access level"
          placeholder="All access levels"
          allowClear
          value={filters.accessLevel}
          onChange={(accessLevel) => setFilters({ ...filters, accessLevel })}
          options={levels.map((l) => ({ value: l.ID, label: `${l.ID} - ${l.DESCRIPTION}` }))}
          style={{ width: 200 }}
        />
      </Flex>
      <Table<DataScreenDto>
        rowKey="ID"
        columns={columns}
        dataSource={visibleScreens(screens, filters)}
        loading={loading}
        pagination={{ pageSize: MANAGE_SCREENS_PAGE_SIZE, showSizeChanger: false }}
        size="middle"
      />
      <Divider titlePlacement="start">Find by Parameter</Divider>
      <FindByParameter />
    </>
  );
};

export default ManageScreensPage;
