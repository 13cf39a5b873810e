import { SafetyCertificateOutlined } from '@ant-design/icons';
import type { IntegrityReport } from '@ftr/contracts';
import { Alert, Button, Descriptions, Flex, Typography } from 'antd';
import { useState } from 'react';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { ParkedEvents } from './components/ParkedEvents.tsx';
import { ReportTable } from './components/ReportTable.tsx';
import { verifyIntegrity } from './service.ts';
import { instantText } from '../../format/time.ts';

const verdict = (r: IntegrityReport) =>
  r.ok
    ? `No differences: every read model is exactly what the event log folds to (${r.totals.checked} documents).`
    : `Differences found: ${r.totals.missing} missing, ${r.totals.extra} extra, ${r.totals.different} different.`;

/** /admin/integrity: evidence that the read models are the event log, refolded. */
const IntegrityPage = () => {
  const [report, setReport] = useState<IntegrityReport | null>(null);
  // The last report stays on screen while the next check runs and when it fails.
  const verify = useFormMutation({ write: verifyIntegrity, onSuccess: setReport });
  return (
    <>
      <PageTitle page="Integrity" />
      <Flex align="baseline" justify="space-between" wrap gap={8}>
        <Typography.Title level={3}>Integrity verification</Typography.Title>
        <Button type="primary" icon={<SafetyCertificateOutlined />} loading={verify.isPending} onClick={() => verify.mutate()}>
          Verify now
        </Button>
      </Flex>
      <Typography.Paragraph type="secondary">
        Re-reads the whole event log, refolds every read model in memory and compares it, document by document, with the stored read models.
        The same check runs as <Typography.Text code>npm run verify</Typography.Text>.
      </Typography.Paragraph>
      <ParkedEvents />
      {report ? (
        <>
          <Alert
            type={report.ok ? 'success' : 'error'}
            showIcon
            title={verdict(report)}
            style={{ marginBottom: 12 }}
            data-testid="integrity-verdict"
          />
          <Descriptions size="small" column={{ xs: 1, md: 4 }} style={{ marginBottom: 12 }}>
            <Descriptions.Item label="Log position">{report.position ?? 'nothing projected'}</Descriptions.Item>
            <Descriptions.Item label="Events read">{report.eventsRead}</Descriptions.Item>
            <Descriptions.Item label="Started">{instantText(report.startedAt)}</Descriptions.Item>
            <Descriptions.Item label="Took">{(report.durationMs / 1000).toFixed(2)} s</Descriptions.Item>
          </Descriptions>
          <ReportTable collections={report.collections} />
        </>
      ) : null}
    </>
  );
};

export default IntegrityPage;
