import { PlusOutlined } from '@ant-design/icons';
import { createsKind, hasFlag, type ReportCategoryDto } from '@ftr/contracts';
import { Button, Divider, Flex, Select, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useReportError } from '../../../api/errors.ts';
import { FirstStep } from '../../../components/FirstStep.tsx';
import { DefinitionTable } from '../../../features/reportDefinitions/DefinitionTable.tsx';
import { mayChange } from '../../../features/reportDefinitions/access.ts';
import { useArchive } from '../../../features/reportDefinitions/useArchive.ts';
import { PageTitle } from '../../../layout/PageTitle.tsx';
import { queryKey } from '../../../query/keys.ts';
import { useRouteQuery } from '../../../query/useRouteQuery.ts';
import { claimsAtom } from '../../../session/atoms.ts';

const PERSONAL_OPTIONS = {};
const ALL_CATEGORIES = { query: { ShowAll: 'true' as const } };
const NO_CATEGORIES: ReportCategoryDto[] = [];

/**
 * Spec 2 §2 /datagrabber/manage: your personal grabbers, and the site's shared grabbers with a category
 * filter (shown with MAINTAIN_GRABBERS); New; archive.
 */
const ManageGrabbersPage = () => {
  const reportError = useReportError();
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const maintainer = claims !== null && hasFlag(claims.flags, 'MAINTAIN_GRABBERS');
  const [category, setCategory] = useState(0);
  const sharedOptions = { params: { category: String(category) } };
  const personal = useRouteQuery('listPersonalGrabbers', PERSONAL_OPTIONS, { onError: (error) => reportError(error) });
  const shared = useRouteQuery('listSharedGrabbers', sharedOptions, { enabled: maintainer, onError: (error) => reportError(error) });
  const categories = useRouteQuery('listReportCategories', ALL_CATEGORIES).data ?? NO_CATEGORIES;
  const archivePersonal = useArchive('GRABBER', queryKey('listPersonalGrabbers', PERSONAL_OPTIONS));
  const archiveShared = useArchive('GRABBER', queryKey('listSharedGrabbers', sharedOptions));
  const may = (d: Parameters<typeof mayChange>[1]) => mayChange(claims, d);
  const creates = claims !== null && createsKind('GRABBER', claims.flags);
  const create = () => void navigate('/datagrabber/manage/New');

  return (
    <>
      <PageTitle page="Grabbers" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Grabbers
        </Typography.Title>
        {creates && (
          <Button type="primary" icon={<PlusOutlined />} onClick={create}>
            New
          </Button>
        )}
      </Flex>
      <Typography.Title level={4}>Personal</Typography.Title>
      <DefinitionTable
        definitions={personal.data ?? []}
        loading={personal.isLoading}
        basePath="/datagrabber/manage"
        onArchive={archivePersonal}
        mayChange={may}
        testId="personal-grabbers"
        emptyText={
          <FirstStep
            text="You have no personal grabbers at this site"
            {...(creates ? { action: 'Create your first grabber', onAction: create } : {})}
          />
        }
      />
      {maintainer && (
        <>
          <Divider />
          <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
            <Typography.Title level={4} style={{ margin: 0 }}>
              Shared
            </Typography.Title>
            <Select<number>
              aria-label="Category filter"
              value={category}
              onChange={setCategory}
              options={[{ value: 0, label: 'All categories' }, ...categories.map((c) => ({ value: c.ID, label: c.NAME }))]}
              style={{ width: 220 }}
            />
          </Flex>
          <DefinitionTable
            definitions={shared.data ?? []}
            loading={shared.isLoading}
            basePath="/datagrabber/manage"
            onArchive={archiveShared}
            mayChange={may}
            testId="shared-grabbers"
            emptyText="No shared grabbers in this category"
          />
        </>
      )}
    </>
  );
};

export default ManageGrabbersPage;
