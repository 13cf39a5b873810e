import { FACTORY_SITES, factoryToday, isCentralOffice, SITE_NAMES, type DataPoint, type ParameterDto, type Site } from '@ftr/contracts';
import { HistoryOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Result, Segmented, Select, Skeleton, Space, Typography } from 'antd';
import { useAtomValue } from 'jotai';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { useReportError } from '../../api/errors.ts';
import { AsOfBanner, AsOfPicker } from '../../components/AsOfPicker.tsx';
import { useAsOf } from '../../components/useAsOf.ts';
import { PageTitle } from '../../layout/PageTitle.tsx';
import { claimsAtom } from '../../session/atoms.ts';
import { TrailDrawer } from '../audit/TrailDrawer.tsx';
import { useFactoryToday } from '../operations/useFactoryToday.ts';
import { ValueTable } from './components/ValueTable.tsx';
import { loadDataPoints, loadLinkedCodes, loadParameter } from './service.ts';
import { periodOptions, periodRange, visiblePoints, type Period } from './view.ts';

const ValueChart = lazy(() => import('./components/ValueChart.tsx'));

/** The `?asOf=` kept when moving to another site or a linked parameter. */
const asOfSearch = (asOf: string | undefined): string => (asOf ? `?asOf=${encodeURIComponent(asOf)}` : '');

const DataView = ({ site, code }: { site: string; code: string }) => {
  const navigate = useNavigate();
  const claims = useAtomValue(claimsAtom);
  const reportError = useReportError();
  const { asOf, setAsOf } = useAsOf();
  const factoryNow = useFactoryToday();
  // As of an instant (`?asOf=`), the period ends on that instant's factory date and shows the values then.
  const today = asOf ? factoryToday(new Date(asOf)) : factoryNow;
  const { options, initial } = periodOptions(code);
  const [period, setPeriod] = useState<Period>(initial);
  const [parameter, setParameter] = useState<ParameterDto | null | undefined>(undefined);
  const [points, setPoints] = useState<DataPoint[]>([]);
  const [loading, setLoading] = useState(true);
  const [linked, setLinked] = useState<string[]>([]);
  const [history, setHistory] = useState(false);
  const range = useMemo(() => periodRange(period, today), [period, today]);

  useEffect(() => {
    let live = true;
    loadParameter(site, code, asOf)
      .then((p) => live && setParameter(p))
      .catch((error: unknown) => {
        if (!live) return;
        setParameter(null);
        reportError(error);
      });
    loadLinkedCodes(code).then((codes) => live && setLinked(codes)).catch(() => live && setLinked([]));
    return () => {
      live = false;
    };
  }, [site, code, asOf, reportError]);

  useEffect(() => {
    let live = true;
    setLoading(true);
    loadDataPoints(site, code, range.from, range.to, asOf)
      .then((answer) => live && setPoints(visiblePoints(code, answer)))
      .catch((error: unknown) => live && reportError(error))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [site, code, range, asOf, reportError]);

  const sites: readonly Site[] = claims && isCentralOffice(claims.site) ? FACTORY_SITES : claims ? [claims.site] : [];
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
          options={sites.map((s) => ({ value: s, label: `${s} ${SITE_NAMES[s]}` }))}
          onChange={(next: Site) => navigate(`/parameter/${next}/${encodeURIComponent(code)}${asOfSearch(asOf)}`)}
        />
        <Segmented<Period> aria-label="Period" options={options} value={period} onChange={setPeriod} />
        <Typography.Text type="secondary">
          {range.from} to {range.to}
        </Typography.Text>
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
      <Card size="small">
        {parameter ? (
          <Suspense fallback={<Skeleton active />}>
            <ValueChart points={points} parameter={parameter} />
          </Suspense>
        ) : (
          <Skeleton active />
        )}
      </Card>
      {parameter ? <ValueTable points={points} parameter={parameter} hourly={code.toUpperCase().endsWith('H')} loading={loading} /> : null}
      <TrailDrawer open={history} onClose={() => setHistory(false)} site={site} code={code} from={range.from} to={range.to} />
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
