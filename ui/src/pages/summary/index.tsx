import { SUMMARY_MESSAGES } from '@ftr/contracts';
import { Card, Empty, Skeleton, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useReportError } from '../../api/errors.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { useRouteQuery } from '../../query/useRouteQuery.ts';
import { claimsAtom } from '../../session/atoms.ts';
import { SummaryForm } from './components/SummaryForm.tsx';
import { SummaryTable } from './components/SummaryTable.tsx';
import { defaultChoice, summarySites, type SummaryChoice } from './form.ts';

const SummaryChart = lazy(() => import('./components/SummaryChart.tsx'));

/**
 * Spec 3 §2 Data summary (/summary): a code's values per operation of a stream and year, from the
 * incrementally kept summary read model; the chosen statistic charted by year. Opens on the defaults.
 */
const SummaryPage = () => {
  const claims = useAtomValue(claimsAtom);
  const userSite = claims?.site ?? 'WI';
  const [choice, setChoice] = useState<SummaryChoice>(() => defaultChoice(userSite));
  const reportError = useReportError();
  const summary = useRouteQuery('dataSummary', { params: choice }, { onError: (error) => reportError(error, SUMMARY_MESSAGES.failed) });
  const rows = summary.data ?? [];

  return (
    <>
      <PageTitle page="Summary" />
      <Typography.Title level={2}>Data Summary</Typography.Title>
      <Space orientation="vertical" size="large" style={{ width: '100%' }}>
        <SummaryForm sites={summarySites(userSite)} initial={choice} onApply={setChoice} />
        <Card title={`${choice.code} at ${choice.site} · ${choice.stream === 'BC' ? 'Campaign' : 'Juice Run'}`}>
          <SummaryTable rows={rows} loading={summary.isLoading} statistic={choice.statistic} />
        </Card>
        <Card title="By year">
          {rows.length === 0 ? (
            summary.isLoading ? (
              <Skeleton active />
            ) : (
              <Empty description="No values" />
            )
          ) : (
            <Suspense fallback={<Skeleton active />}>
              <SummaryChart rows={rows} statistic={choice.statistic} />
            </Suspense>
          )}
        </Card>
      </Space>
    </>
  );
};

export default SummaryPage;
