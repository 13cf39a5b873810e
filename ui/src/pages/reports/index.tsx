import { CheckCircleOutlined, DeleteOutlined, FileExcelOutlined, SettingOutlined } from '@ant-design/icons';
import { REPORT_MESSAGES, REPORT_OUTPUT_MESSAGES as M } from '@ftr/contracts';
import { App, Button, Card, Flex, Popconfirm, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { ExportProgressBar } from '../../features/exports/ExportProgress.tsx';
import { OperationField, RangeField, lastSevenDays } from '../../features/exports/RangeFields.tsx';
import { useExportRun } from '../../features/exports/useExportRun.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { archiveReport } from '../../features/reportDefinitions/service.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { ReportPicker, type ReportChoice } from './components/ReportPicker.tsx';
import { RunReportModal } from './components/RunReportModal.tsx';
import { runReport } from './service.ts';
import { ApproveReportRunModal } from '../../features/signatures/ApproveReportRunModal.tsx';

/**
 * Spec 1 §2 Reports: choose a report, an operation and factory dates; Run Report shows a preview of its
 * first rows, and Download there saves its workbook.
 */
const ReportsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { message } = App.useApp();
  const today = useFactoryToday();
  const [choice, setChoice] = useState<ReportChoice>({ sharing: 'Personal', category: null, reportId: null });
  const [range, setRange] = useState(() => lastSevenDays(today));
  const [operation, setOperation] = useState<string | null>(null);
  const run = useExportRun();
  const [previewing, setPreviewing] = useState(false);
  const [approving, setApproving] = useState(false);
  // The owner archives their own personal report here; shared ones are archived on /report/manage.
  const archive = useFormMutation({
    write: (id: number) => archiveReport(id),
    invalidates: ['listPersonalReports', 'listSharedReports', 'listManagedReports'],
    onSuccess: () => {
      void message.success(REPORT_MESSAGES.reportArchived);
      setChoice({ sharing: 'Personal', category: null, reportId: null });
    },
  });
  const personalId = choice.sharing === 'Personal' ? choice.reportId : null;

  const preview = () => {
    if (choice.reportId === null) return void message.info(REPORT_MESSAGES.invalidReport);
    setPreviewing(true);
  };
  const start = async () => {
    setPreviewing(false);
    if (!claims || choice.reportId === null) return;
    const file = await run.run(runReport({ site: claims.site, reportId: choice.reportId, ...range, operation }));
    if (file) void message.success(M.dataExported(file));
  };
  const source =
    previewing && claims && choice.reportId !== null
      ? { kind: 'report' as const, site: claims.site, id: choice.reportId, ...range, operation }
      : null;

  return (
    <>
      <PageTitle page="Reports" />
      <Flex align="center" gap={8} style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Reports
        </Typography.Title>
        {userHasFlag(claims, 'MAINTAIN_REPORTS') && (
          <Tooltip title="Edit reports">
            <Link to="/report/manage" aria-label="Edit reports">
              <SettingOutlined />
            </Link>
          </Tooltip>
        )}
      </Flex>
      <Card>
        <Flex gap={8} wrap align="center">
          <ReportPicker value={choice} onChange={setChoice} />
          <OperationField value={operation} onChange={setOperation} />
          <RangeField value={range} onChange={setRange} />
          <Button type="primary" icon={<FileExcelOutlined />} loading={run.running} onClick={preview}>
            Run Report
          </Button>
          <Button icon={<CheckCircleOutlined />} disabled={choice.reportId === null} onClick={() => setApproving(true)}>
            Approve
          </Button>
          {personalId !== null && (
            <Popconfirm title="Archive this personal report?" okText="Archive" onConfirm={() => archive.mutate(personalId)}>
              <Button icon={<DeleteOutlined />} danger loading={archive.isPending}>
                Archive
              </Button>
            </Popconfirm>
          )}
        </Flex>
        <ExportProgressBar run={run} label="Running the report…" />
      </Card>
      <RunReportModal source={source} onRun={() => void start()} onCancel={() => setPreviewing(false)} />
      <ApproveReportRunModal
        run={approving && choice.reportId !== null ? { reportId: choice.reportId, ...range } : null}
        onClose={() => setApproving(false)}
      />
    </>
  );
};

export default ReportsPage;
