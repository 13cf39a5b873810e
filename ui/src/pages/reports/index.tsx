import { FileExcelOutlined, SettingOutlined } from '@ant-design/icons';
import { REPORT_MESSAGES, REPORT_OUTPUT_MESSAGES as M } from '@ftr/contracts';
import { App, Button, Card, Flex, Tooltip, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { ExportProgressBar } from '../../features/exports/ExportProgress.tsx';
import { OperationField, RangeField, lastSevenDays } from '../../features/exports/RangeFields.tsx';
import { useExportRun } from '../../features/exports/useExportRun.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom, userHasFlag } from '../../session/atoms.ts';
import { ReportPicker, type ReportChoice } from './components/ReportPicker.tsx';
import { runReport } from './service.ts';

/** Spec 1 §2 Reports: choose a report, an operation and factory dates; Run Report downloads its workbook. */
const ReportsPage = () => {
  const claims = useAtomValue(claimsAtom);
  const { message } = App.useApp();
  const today = useFactoryToday();
  const [choice, setChoice] = useState<ReportChoice>({ sharing: 'Personal', category: null, reportId: null });
  const [range, setRange] = useState(() => lastSevenDays(today));
  const [operation, setOperation] = useState<string | null>(null);
  const run = useExportRun();

  const start = async () => {
    if (!claims) return;
    if (choice.reportId === null) {
      void message.info(REPORT_MESSAGES.invalidReport);
      return;
    }
    const file = await run.run(runReport({ site: claims.site, reportId: choice.reportId, ...range, operation }));
    if (file) void message.success(M.dataExported(file));
  };

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
          <Button type="primary" icon={<FileExcelOutlined />} loading={run.running} onClick={() => void start()}>
            Run Report
          </Button>
        </Flex>
        <ExportProgressBar run={run} label="Running the report…" />
      </Card>
    </>
  );
};

export default ReportsPage;
