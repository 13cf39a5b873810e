import { SUMMARY_MESSAGES } from '@ftr/contracts';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { useFactoryToday } from '../../components/useFactoryToday.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { SummaryForm } from './components/SummaryForm.tsx';
import { SummaryTable } from './components/SummaryTable.tsx';
import { emptyReason } from './emptyReason.ts';
import { defaultChoice, summarySites, type SummaryChoice } from './form.ts';

const SummaryChart = lazy(() => import('./components/SummaryChart.tsx'));

/** The summary a choice shows: its rows, and in words why there are none. */
const SummaryResult = ({ choice }: { choice: SummaryChoice }) => {
  const reportError = useReportError();
  const today = useFactoryToday();
  const summary = useRouteQuery('dataSummary', { params: choice }, { onError: (error) => reportError(error, SUMMARY_MESSAGES.failed) });
  const operations = useRouteQuery('listRecentOperations', { query: { site: choice.site } });
  const rows = summary.data ?? [];
  const reason = emptyReason(choice, operations.data, today);
  return (
    <>
      <Card title={`${choice.code} at ${choice.site} · ${choice.stream === 'BC' ? 'Campaign' : 'Juice Run'}`}>
        <SummaryTable rows={rows} loading={summary.isLoading} statistic={choice.statistic} emptyText={reason} />
      </Card>
      <Card title="By year">
        {rows.length === 0 ? (
          summary.isLoading ? (
            <Skeleton active />
          ) : (
            <Empty description={reason} />
          )
        ) : (
          <Suspense fallback={<Skeleton active />}>
            <SummaryChart rows={rows} statistic={choice.statistic} />
          </Suspense>
        )}
      </Card>
    </>
  );
};

/**
 * Spec 3 §2 Data summary (/summary): a code's values per operation of a stream and year, from the
 * incrementally kept summary read model; the chosen statistic charted by year. Opens on what the server
 * says has data at the user's site (GET /data-summary-default: the current operation's stream, the spec's
 * code when it has values there); the spec's defaults when that cannot be read.
 */
const SummaryPage = () => {
  const claims = useAtomValue(claimsAtom);
  const user = claims ?? { site: 'WI' as const, sites: ['WI' as const] };
  const spec = defaultChoice(user);
  const opening = useRouteQuery('dataSummaryDefault', { params: { site: spec.site } });
  const [chosen, setChosen] = useState<SummaryChoice | null>(null);
  const choice = chosen ?? (opening.isError ? spec : opening.data);

  return (
    <>
      <PageTitle page="Summary" />
      <Typography.Title level={2}>Data Summary</Typography.Title>
      {choice === undefined ? (
        <Skeleton active />
      ) : (
        <Space orientation="vertical" size="large" style={{ width: '100%' }}>
          <SummaryForm sites={summarySites(user)} initial={choice} onApply={setChosen} />
          <SummaryResult choice={choice} />
        </Space>
      )}
    </>
  );
};

export default SummaryPage;
