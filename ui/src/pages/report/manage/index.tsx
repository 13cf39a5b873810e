import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
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

const OPTIONS = {};

/** Spec 2 §2 /report/manage (MAINTAIN_REPORTS): the site's shared reports and your personal ones; New; archive. */
const ManageReportsPage = () => {
  const reportError = useReportError();
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const reports = useRouteQuery('listManagedReports', OPTIONS, { onError: (error) => reportError(error) });
  const archive = useArchive('REPORT', queryKey('listManagedReports', OPTIONS));
  return (
    <>
      <PageTitle page="Reports" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Reports
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/report/manage/New')}>
          New
        </Button>
      </Flex>
      <DefinitionTable
        definitions={reports.data ?? []}
        loading={reports.isLoading}
        basePath="/report/manage"
        onArchive={archive}
        mayChange={(d) => mayChange(claims, d)}
        testId="report-list"
        emptyText={<FirstStep text="No reports yet" action="Create your first report" onAction={() => navigate('/report/manage/New')} />}
      />
    </>
  );
};

export default ManageReportsPage;
