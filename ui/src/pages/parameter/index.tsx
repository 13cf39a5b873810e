import { isCentralOffice, LOGIN_SITE_LABELS, reachableFactorySites, type Site } from '@ftr/contracts';
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Flex, Result, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { FactoryDateLabel } from '../../format/FactoryDateLabel.tsx';
import { AsOfBanner, AsOfPicker } from '../../components/AsOfPicker.tsx';
import { useAsOf } from '../../components/useAsOf.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { TrailDrawer } from '../../features/audit/TrailDrawer.tsx';
import { ValueTable } from './components/ValueTable.tsx';
import { useDataView } from './useDataView.ts';
import type { Period } from './view.ts';

const ValueChart = lazy(() => import('./components/ValueChart.tsx'));
const SpcPanel = lazy(() => import('./spc/SpcPanel.tsx'));

const DAY = 'YYYY-MM-DD';

/** The `?asOf=` kept when moving to another site or a linked parameter. */
const asOfSearch = (asOf: string | undefined): string => (asOf ? `?asOf=${encodeURIComponent(asOf)}` : '');

const DataView = ({ site, code }: { site: string; code: string }) => {
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const { asOf, setAsOf } = useAsOf();
  const { today, options, period, setPeriod, parameter, periods, linked, latest, range, setEnd, points, loading } = useDataView(
    site,
    code,
    asOf,
  );
  const [history, setHistory] = useState(false);

  const sites: readonly Site[] = claims && isCentralOffice(claims.site) ? reachableFactorySites(claims) : claims ? [claims.site] : [];
  if (parameter === null) {
    const title = asOf ? `Parameter ${code} did not exist at ${site} at that time` : `Parameter ${code} not found at ${site}`;
    return <Result status="404" title={title} extra={asOf ? <Button onClick={() => setAsOf(undefined)}>Back to now</Button> : null} />;
  }
  return (
    <Flex vertical gap={12}>
      <PageTitle page={`${code} · ${site}`} />
      <Flex align="baseline" gap={12} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {code}
        </Typography.Title>
        <Typography.Text type="secondary">{parameter?.HEADING1 ?? ''}</Typography.Text>
      </Flex>
      <Flex gap={12} wrap align="center">
        <Select
          aria-label="Site"
          style={{ width: 180 }}
          value={site as Site}
          options={sites.map((s) => ({ value: s, label: `${s} ${LOGIN_SITE_LABELS[s]}` }))}
          onChange={(next: Site) => navigate(`/parameter/${next}/${encodeURIComponent(code)}${asOfSearch(asOf)}`)}
        />
        <Segmented<Period> aria-label="Period" options={options} value={period} onChange={setPeriod} />
        <FactoryDateLabel text="Period ends on factory date" />
        <DatePicker
          aria-label="Period ends"
          allowClear={false}
          value={range ? dayjs(range.to) : null}
          disabled={!range}
          disabledDate={(d) => d.format(DAY) > today}
          onChange={(d) => d && setEnd(d.format(DAY))}
        />
        {range ? (
          <Typography.Text type="secondary">
            {range.from} to {range.to}
          </Typography.Text>
        ) : null}
        <Button icon={<HistoryOutlined />} onClick={() => setHistory(true)}>
          History
        </Button>
        <AsOfPicker asOf={asOf} what="the values" onChange={setAsOf} />
      </Flex>
      {asOf ? <AsOfBanner asOf={asOf} what="the values" onBack={() => setAsOf(undefined)} /> : null}
      {linked.length > 0 ? (
        <Space wrap aria-label="Linked parameters">
          <Typography.Text type="secondary">Linked:</Typography.Text>
          {linked.map((other) => (
            <Button key={other} size="small" onClick={() => navigate(`/parameter/${site}/${encodeURIComponent(other)}${asOfSearch(asOf)}`)}>
              {other}
            </Button>
          ))}
        </Space>
      ) : null}
      {!parameter || !range || (loading && points.length === 0) ? (
        <Card size="small">
          <Skeleton active />
        </Card>
      ) : points.length === 0 ? (
        <Card size="small">
          <Empty description={latest === null ? `No values of ${code} at ${site} yet` : 'No values in this period'} />
        </Card>
      ) : (
        <>
          <Card size="small">
            <Suspense fallback={<Skeleton active />}>
              <ValueChart points={points} parameter={parameter} periods={periods} />
            </Suspense>
          </Card>
          <ValueTable points={points} parameter={parameter} hourly={code.toUpperCase().endsWith('H')} loading={loading} />
        </>
      )}
      {parameter?.PTYP_CODE === 'REA' && range && !asOf && points.length > 0 ? (
        <Suspense fallback={<Skeleton active />}>
          <SpcPanel site={site} code={code} from={range.from} to={range.to} precision={parameter.DISPLAY_PRECISION} />
        </Suspense>
      ) : null}
      {range ? (
        <TrailDrawer
          open={history}
          onClose={() => setHistory(false)}
          site={site}
          code={code}
          from={range.from}
          to={range.to}
          precision={parameter?.DISPLAY_PRECISION ?? null}
          units={parameter?.UNITS ?? null}
          newestFirst
        />
      ) : null}
    </Flex>
  );
};

/** /parameter/:site/:code — the data view of one parameter (spec 2 §2, §9) with its audit trail. */
const ParameterDataPage = () => {
  const { site = '', code = '' } = useParams();
  const upper = { site: site.toUpperCase(), code: code.toUpperCase() };
  return <DataView key={`${upper.site}/${upper.code}`} {...upper} />;
};

export default ParameterDataPage;
