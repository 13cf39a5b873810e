import { RECALC_MESSAGES, factoryToday, systemClock, type RecalculationJobDto } from '@ftr/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Flex, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { LookupForm } from './components/LookupForm.tsx';
import { DATE_FORMAT, ManualDialog, type ManualForm } from './components/ManualDialog.tsx';
import { RecordsTable } from './components/RecordsTable.tsx';
import { lookupRange, toRecords, type RecalculationRecord } from './records.ts';
import { routeQuery, useRouteQuery } from '../../query/useRouteQuery.ts';
import { useFormMutation } from '../../query/useFormMutation.ts';
import { requestRecalculation } from './service.ts';
import { useFollowedJob } from './useFollowedJob.ts';

/**
 * Spec 3 §"Recalculation (/recalculate)": look a code up (its values of the last days), then, once a
 * lookup has run, recalculate it manually at a real date and hour. The job runs on the server; its
 * progress is pushed to this user and 'Recalculated' shows when it completes.
 */
const RecalculatePage = () => {
  const claims = useAtomValue(claimsAtom);
  const { message } = App.useApp();
  const reportError = useReportError();
  const [code, setCode] = useState<string | null>(null);
  const [records, setRecords] = useState<RecalculationRecord[]>([]);
  const [loading, setLoading] = useState(false);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState(false);

  const lookup = async (target: string) => {
    if (!claims) return;
    setLoading(true);
    try {
      const { from, to } = lookupRange(factoryToday(systemClock.now()));
      // Always the server's values now (a lookup after a recalculation must show its result).
      const points = await queryClient.query({
        ...routeQuery('dataPoints', { params: { site: claims.site, code: target, fromDate: from, toDate: to }, query: {} }),
        staleTime: 0,
      });
      setRecords(toRecords(points));
      setCode(target);
    } catch (error) {
      reportError(error);
    } finally {
      setLoading(false);
    }
  };

  const followed = useFollowedJob((job: RecalculationJobDto) => {
    if (job.STATUS === 'failed') {
      void message.error(RECALC_MESSAGES.failed(job.ERROR ?? ''));
      return;
    }
    void message.success(RECALC_MESSAGES.recalculated);
    setDialog(false);
    if (code) void lookup(code);
  });

  const operations = useRouteQuery('listOperations', {}, { enabled: dialog, onError: (error) => reportError(error) }).data ?? [];

  const request = useFormMutation({
    write: (values: ManualForm) =>
      requestRecalculation({ code: values.code, date: values.date.format(DATE_FORMAT), hour: values.hour, operation: values.operation }),
    invalidates: ['listRecalculationJobs'],
    onSuccess: (result) => followed.follow(result.jobId),
  });

  return (
    <>
      <PageTitle page="Recalculate" />
      <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Typography.Title level={2} style={{ margin: 0 }}>
          Recalculation
        </Typography.Title>
        {code !== null && (
          <Button type="primary" onClick={() => setDialog(true)}>
            Manual Recalculation
          </Button>
        )}
      </Flex>
      <LookupForm loading={loading} onLookup={(target) => void lookup(target)} />
      {code !== null && <RecordsTable records={records} loading={loading} />}
      <ManualDialog
        open={dialog}
        code={code ?? ''}
        operations={operations}
        running={followed.following ? { job: followed.job } : null}
        submitting={request.isPending}
        onSubmit={request.mutate}
        onClose={() => {
          followed.stop();
          setDialog(false);
        }}
      />
    </>
  );
};

export default RecalculatePage;
